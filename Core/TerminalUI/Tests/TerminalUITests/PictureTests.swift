@testable import TerminalUI
import XCTest

@MainActor
final class PictureTests: XCTestCase {
    /// 2×2 pixels: red, green / blue, transparent.
    private let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]

    private func render(columns: Int) -> Frame {
        ViewHost(size: TerminalSize(columns: 10, rows: 4)) {
            AnyView(Picture(width: 2, height: 2, rgba: self.pixels, columns: columns))
        }.render()
    }

    func testEachCellShowsTwoPixelsAsAHalfBlock() async {
        let frame = render(columns: 2)
        XCTAssertEqual(frame.plainText.split(separator: "\n").first.map(String.init), "▀▀")
    }

    func testPixelColoursAreTheBlocksForegroundAndBackground() {
        let red = RGBColor(red: 255, green: 0, blue: 0)
        let blue = RGBColor(red: 0, green: 0, blue: 255)
        let style = TextStyle(foreground: red, background: blue)
        XCTAssertEqual(style.sgr(depth: .trueColor), "\u{1B}[0;38;2;255;0;0;48;2;0;0;255m")
        XCTAssertEqual(style.sgr(depth: .palette256), "\u{1B}[0;38;5;196;48;5;21m")
    }

    func testThe256ColourFallbackPicksTheNearestCubeOrGrey() {
        XCTAssertEqual(RGBColor(red: 0, green: 0, blue: 0).paletteIndex, 16)
        XCTAssertEqual(RGBColor(red: 255, green: 255, blue: 255).paletteIndex, 231)
        XCTAssertEqual(RGBColor(red: 128, green: 128, blue: 128).paletteIndex, 244)
        XCTAssertEqual(RGBColor(red: 255, green: 135, blue: 0).paletteIndex, 208)
    }

    func testScalingKeepsTheAspectRatio() async {
        let frame = render(columns: 4)
        let lines = frame.plainText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.prefix(2), ["▀▀▀▀", "▀▀"], "4 pixel rows make 2 cell rows; transparent pixels stay empty")
    }

    func testABrokenPictureDrawsNothing() async {
        let frame = ViewHost(size: TerminalSize(columns: 10, rows: 2)) {
            AnyView(Picture(width: 4, height: 4, rgba: [1, 2, 3], columns: 4))
        }.render()
        XCTAssertEqual(frame.plainText.trimmingCharacters(in: .whitespacesAndNewlines), "")
    }
}
