import QRCode
import XCTest

/// The RGBA picture and the PBM image show exactly the modules, with the quiet zone.
final class RenderingTests: XCTestCase {
    func testPixelsAreBlackAndWhiteModulesInsideAWhiteQuietZone() throws {
        let code = try QRCode(text: "PayRed")
        let (side, rgba) = code.rgbaPixels(quietZone: 2)
        XCTAssertEqual(side, code.size + 4)
        XCTAssertEqual(rgba.count, side * side * 4)
        let dark = (0..<side).map { y in (0..<side).map { x in rgba[(y * side + x) * 4] == 0 } }
        XCTAssertEqual(dark, expectedModules(code, quietZone: 2))
        XCTAssertTrue(stride(from: 0, to: rgba.count, by: 4).allSatisfy { [0, 255].contains(rgba[$0]) && rgba[$0 + 3] == 255 }, "opaque black or white")
        XCTAssertEqual(code.rgbaPixels(quietZone: -3).side, code.size)
        XCTAssertEqual(code.rgbaPixels(quietZone: .max).side, code.size + 32)
    }

    func testPBMIsPlainP1WithScaledModulesAndShortLines() throws {
        let code = try QRCode(text: "PayRed")
        let text = try XCTUnwrap(String(bytes: code.pbm(scale: 3, quietZone: 2), encoding: .ascii))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.removeLast(), "")
        let side = (code.size + 4) * 3
        XCTAssertEqual(Array(lines.prefix(2)), ["P1", "\(side) \(side)"])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 70 })
        let pixels = Array(lines.dropFirst(2).joined())
        XCTAssertEqual(pixels.count, side * side)
        for y in 0..<side {
            for x in 0..<side where pixels[y * side + x] != (code[x / 3 - 2, y / 3 - 2] ? "1" : "0") {
                return XCTFail("pixel \(x), \(y)")
            }
        }
        XCTAssertEqual(code.pbm(scale: 0, quietZone: -1), code.pbm(scale: 1, quietZone: 0))
        XCTAssertEqual(code.pbm(scale: .max, quietZone: .max), code.pbm(scale: 32, quietZone: 16))
    }

    private func expectedModules(_ code: QRCode, quietZone: Int) -> [[Bool]] {
        let range = -quietZone..<(code.size + quietZone)
        return range.map { y in range.map { x in code[x, y] } }
    }
}
