import QRCode
import XCTest

/// The half-block terminal text and the PBM image show exactly the modules, with the quiet zone.
final class RenderingTests: XCTestCase {
    func testHalfBlockLinesDrawLightModulesByDefault() throws {
        let code = try QRCode(text: "PayRed")
        let lines = code.halfBlockLines()
        XCTAssertEqual(lines.count, (code.size + 8 + 1) / 2)
        XCTAssertTrue(lines.allSatisfy { $0.count == code.size + 8 })
        XCTAssertEqual(lines.first, String(repeating: "█", count: code.size + 8))
        XCTAssertEqual(lines.last, String(repeating: "▀", count: code.size + 8), "the odd last row over the background")
        // Line 2 holds rows 0 and 1: the finder's dark top edge over its light inner ring.
        XCTAssertEqual(Array(lines[2]).prefix(11), ["█", "█", "█", "█", " ", "▄", "▄", "▄", "▄", "▄", " "])
        XCTAssertEqual(modules(from: lines, inkIsDark: false, quietZone: 4), expectedModules(code, quietZone: 4))
    }

    func testInvertedHalfBlockLinesDrawDarkModules() throws {
        let code = try QRCode(text: "PayRed")
        let lines = code.halfBlockLines(quietZone: 1, inverted: true)
        XCTAssertEqual(lines.count, (code.size + 2 + 1) / 2)
        XCTAssertEqual(Array(lines[0]).prefix(4), [" ", "▄", "▄", "▄"])
        XCTAssertEqual(modules(from: lines, inkIsDark: true, quietZone: 1), expectedModules(code, quietZone: 1))
        XCTAssertEqual(code.halfBlockLines(quietZone: -3, inverted: true), code.halfBlockLines(quietZone: 0, inverted: true))
        XCTAssertEqual(code.halfBlockLines(quietZone: .max), code.halfBlockLines(quietZone: 16))
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

    /// Reads the half-block lines back into rows of modules, `true` for dark.
    private func modules(from lines: [String], inkIsDark: Bool, quietZone: Int) -> [[Bool]] {
        var rows: [[Bool]] = []
        for line in lines {
            let halves = line.map { character -> (Bool, Bool) in
                switch character {
                case "█": (true, true)
                case "▀": (true, false)
                case "▄": (false, true)
                default: (false, false)
                }
            }
            rows.append(halves.map { $0.0 == inkIsDark })
            rows.append(halves.map { $0.1 == inkIsDark })
        }
        return Array(rows.dropLast())
    }

    private func expectedModules(_ code: QRCode, quietZone: Int) -> [[Bool]] {
        let range = -quietZone..<(code.size + quietZone)
        return range.map { y in range.map { x in code[x, y] } }
    }
}
