@testable import ImageCacheImpl
import ImageCacheAPI
import XCTest

/// PNG files decoded to RGBA, each filter and colour type, and files that must be refused.
final class PNGDecoderTests: XCTestCase {
    func testRGBRowsWithNoneAndSubFilters() throws {
        let image = try PNGDecoder.decode(Array(PNGFixture.twoByTwo))
        XCTAssertEqual(image, ImageCacheNameSpace.Image(width: 2, height: 2, rgba: [
            255, 0, 0, 255, 0, 255, 0, 255,
            0, 0, 255, 255, 255, 255, 255, 255,
        ]))
    }

    func testUpAverageAndPaethFilters() throws {
        // Grey 2×3: row 0 [10, 20]; row 1 Up (+1) → [11, 21]; row 2 Average then Paeth-like data.
        let png = PNGFixture.png(width: 2, height: 3, colourType: 0, rows: [
            [0, 10, 20],
            [2, 1, 1],
            [3, 5, 0],
        ])
        let image = try PNGDecoder.decode(Array(png))
        // Row 2, Average: first = 5 + (0 + 11) / 2 = 10; second = 0 + (10 + 21) / 2 = 15.
        XCTAssertEqual(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }, [10, 20, 11, 21, 10, 15])

        let paeth = PNGFixture.png(width: 2, height: 2, colourType: 0, rows: [[0, 100, 50], [4, 1, 1]])
        let decoded = try PNGDecoder.decode(Array(paeth))
        // Row 1: first predicts up (100) → 101; second: left 101, up 50, upLeft 100 → estimate 51, nearest is up (50) → 51.
        XCTAssertEqual(stride(from: 0, to: decoded.rgba.count, by: 4).map { decoded.rgba[$0] }, [100, 50, 101, 51])
    }

    func testGreyAlphaRGBAAndPaletteWithTransparency() throws {
        let greyAlpha = try PNGDecoder.decode(Array(PNGFixture.png(width: 1, height: 1, colourType: 4, rows: [[0, 7, 128]])))
        XCTAssertEqual(greyAlpha.rgba, [7, 7, 7, 128])
        let rgba = try PNGDecoder.decode(Array(PNGFixture.png(width: 1, height: 1, colourType: 6, rows: [[0, 1, 2, 3, 4]])))
        XCTAssertEqual(rgba.rgba, [1, 2, 3, 4])
        let palette = try PNGDecoder.decode(Array(PNGFixture.png(
            width: 2, height: 1, colourType: 3, rows: [[0, 1, 0]], palette: [9, 9, 9, 200, 100, 50], transparency: [0]
        )))
        XCTAssertEqual(palette.rgba, [200, 100, 50, 255, 9, 9, 9, 0])
    }

    func testWhatIsNotAReadablePNGIsRefused() {
        XCTAssertThrowsError(try PNGDecoder.decode(Array("GIF89a".utf8)))
        XCTAssertThrowsError(try PNGDecoder.decode(Array(PNGFixture.twoByTwo.prefix(40))), "truncated")
        var corrupted = Array(PNGFixture.twoByTwo)
        corrupted[corrupted.count - 20] ^= 0xFF
        XCTAssertThrowsError(try PNGDecoder.decode(corrupted), "damaged image data")
        XCTAssertThrowsError(try PNGDecoder.decode(Array(PNGFixture.png(width: 1, height: 1, colourType: 2, rows: [[9, 1, 2, 3]]))), "unknown filter")
        XCTAssertThrowsError(try PNGDecoder.decode(Array(PNGFixture.png(width: 5_000, height: 1, colourType: 0, rows: [[0]]))), "too large")
        XCTAssertThrowsError(try PNGDecoder.decode(Array(PNGFixture.png(width: 2, height: 2, colourType: 2, rows: [[0, 1, 2, 3, 4, 5, 6]]))), "too few bytes")
    }
}
