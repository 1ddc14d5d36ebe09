@testable import GatewayApp
import XCTest

final class PNGEncoderTests: XCTestCase {
    func testChecksumsMatchTheirStandardCheckValues() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum([]), 0)
        XCTAssertEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(Adler32.checksum([]), 1)
    }

    func testIntegersAreWrittenInBothByteOrders() {
        XCTAssertEqual(UInt32(0x0102_0304).bigEndianBytes, [1, 2, 3, 4])
        XCTAssertEqual(UInt16(0x0102).littleEndianBytes, [2, 1])
    }

    func testLargeDataIsSplitIntoStoredBlocksThatInflateBack() throws {
        let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let inflated = try PNGInspection.inflateStored(ZlibStoredStream.encode(data))
        XCTAssertEqual(inflated.blocks, 3)
        XCTAssertEqual(inflated.data, data)
        XCTAssertEqual(try PNGInspection.inflateStored(ZlibStoredStream.encode([])).data, [])
    }

    func testPixelsAreWrittenRowByRowBehindFilterTypeNone() throws {
        let colours = [RGBColour(red: 1, green: 2, blue: 3), RGBColour(red: 4, green: 5, blue: 6)]
        let image = RGBImage(width: 2, height: 2) { x, y in colours[(x + y) % 2] }
        let png = try PNGInspection(PNGEncoder.encode(image))
        XCTAssertEqual(png.chunks.map(\.type), ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(try png.imageData(), [0, 1, 2, 3, 4, 5, 6, 0, 4, 5, 6, 1, 2, 3])
    }

    func testAvatarColoursAreDeterministicPerName() {
        XCTAssertEqual(AvatarPainter.backgroundColour(for: "favourite-maria"), AvatarPainter.backgroundColour(for: "favourite-maria"))
        XCTAssertNotEqual(AvatarPainter.backgroundColour(for: "favourite-maria"), AvatarPainter.backgroundColour(for: "favourite-sophie"))
    }
}
