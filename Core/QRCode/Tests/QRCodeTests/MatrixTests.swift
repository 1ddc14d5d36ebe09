@testable import QRCode
import XCTest

/// The whole symbol: a golden matrix, the function patterns and the mask penalty.
final class MatrixTests: XCTestCase {
    /// "hello" at 1-M, whose lowest penalty is mask 7. The modules were produced independently
    /// by the Python `qrcode` package (8.2) with mask 7 forced.
    func testHelloOneMMatchesAnIndependentEncoderModuleForModule() throws {
        let expected = [
            "#######..##...#######", "#.....#..##...#.....#", "#.###.#..#..#.#.###.#", "#.###.#...##..#.###.#",
            "#.###.#..##.#.#.###.#", "#.....#.#..##.#.....#", "#######.#.#.#.#######", "...........##........",
            "#..#.##.##...#.#.....", "..#.##....#...#....##", "...##.####..##...##.#", "###.##..#..#.....#.##",
            ".##.#.##..#.#.#.#....", "........##.#...##.#.#", "#######...#..#.#.###.", "#.....#.#.####.##....",
            "#.###.#....#..###...#", "#.###.#.##.#...#.####", "#.###.#..##.#...#.#.#", "#.....#..##..##......",
            "#######.#####..#.#.#.",
        ]
        let code = try QRCode(text: "hello")
        XCTAssertEqual(code.version, 1)
        XCTAssertEqual(code.mask, 7)
        XCTAssertEqual(rows(of: code), expected)
    }

    /// The scores of the eight masks of "hello" 1-M, as Python `segno` (1.6.6) scores them.
    func testMaskPenaltiesMatchAnIndependentScorer() {
        let version = QRVersion(number: 1)
        let codewords = Codewords.sequence(for: Array("hello".utf8), version: version, level: .medium)
        let builder = QRMatrixBuilder(version: version)
        let scores = MaskPattern.all.map {
            MaskPenalty.score(of: builder.modules(codewords: codewords, level: .medium, mask: $0), size: version.size)
        }
        XCTAssertEqual(scores, [1008, 1070, 1010, 1040, 1060, 1050, 1077, 999])
    }

    /// A 5 × 5 light square: 10 runs of five (3 each), 16 blocks (3 each), no finder-like
    /// pattern, no dark module (10 × 10).
    func testPenaltyOfAnAllLightSquare() {
        XCTAssertEqual(MaskPenalty.score(of: Array(repeating: false, count: 25), size: 5), 30 + 48 + 100)
    }

    func testRunsOfFiveOrMoreScoreThreePlusTheExcess() {
        let (dark, light) = (true, false)
        XCTAssertEqual(MaskPenalty.runPenalty([dark, dark, dark, dark, light, light]), 0)
        XCTAssertEqual(MaskPenalty.runPenalty(Array(repeating: dark, count: 5)), 3)
        XCTAssertEqual(MaskPenalty.runPenalty([light] + Array(repeating: dark, count: 7) + Array(repeating: light, count: 5)), 5 + 3)
    }

    func testAFinderLikePatternScores40WithFourLightModulesOnEitherSide() {
        let pattern: [Bool] = [true, false, true, true, true, false, true]
        let fourLight = Array(repeating: false, count: 4)
        XCTAssertEqual(MaskPenalty.finderLikePenalty(pattern + fourLight), 40)
        XCTAssertEqual(MaskPenalty.finderLikePenalty(fourLight + pattern + [true]), 40)
        XCTAssertEqual(MaskPenalty.finderLikePenalty(pattern), 40, "outside the symbol counts as light")
        XCTAssertEqual(MaskPenalty.finderLikePenalty([true, false, false, false] + pattern + [false, false, false, true]), 0)
        XCTAssertEqual(MaskPenalty.finderLikePenalty(fourLight + pattern + fourLight + pattern + fourLight), 80)
    }

    func testFinderTimingAndAlignmentPatternsOfVersion7() throws {
        let code = try QRCode(bytes: Array(repeating: 0x41, count: 120))
        XCTAssertEqual(code.version, 7)
        XCTAssertEqual(code.size, 45)
        let finder = ["#######", "#.....#", "#.###.#", "#.###.#", "#.###.#", "#.....#", "#######"]
        for (left, top) in [(0, 0), (code.size - 7, 0), (0, code.size - 7)] {
            XCTAssertEqual(block(code, left: left, top: top, side: 7), finder, "finder at \(left), \(top)")
            XCTAssertEqual(block(code, left: left - 1, top: top - 1, side: 9).filter { $0.contains("#") }.count, 7)
        }
        for i in 8..<(code.size - 8) {
            XCTAssertEqual(code[i, 6], i % 2 == 0)
            XCTAssertEqual(code[6, i], i % 2 == 0)
        }
        let alignment = ["#####", "#...#", "#.#.#", "#...#", "#####"]
        for (x, y) in [(22, 6), (6, 22), (22, 22), (38, 22), (22, 38), (38, 38)] {
            XCTAssertEqual(block(code, left: x - 2, top: y - 2, side: 5), alignment, "alignment at \(x), \(y)")
        }
    }

    func testModulesOutsideTheSymbolAreLight() throws {
        let code = try QRCode(text: "x")
        XCTAssertFalse(code[-1, 0] || code[0, -1] || code[21, 0] || code[0, 21] || code[.min, .max])
    }

    private func rows(of code: QRCode) -> [String] {
        block(code, left: 0, top: 0, side: code.size)
    }

    private func block(_ code: QRCode, left: Int, top: Int, side: Int) -> [String] {
        (top..<top + side).map { y in String((left..<left + side).map { code[$0, y] ? "#" : "." }) }
    }
}
