@testable import QRCode
import XCTest

/// Format and version information against ISO/IEC 18004 Annexes C and D, and where the
/// symbol carries them.
final class FormatInformationTests: XCTestCase {
    /// Table C.1: the 15-bit format information of each level and mask, masked with 101010000010010.
    func testFormatBitsOfEveryLevelAndMaskMatchTableC1() {
        let table: [ErrorCorrection: [String]] = [
            .low: ["111011111000100", "111001011110011", "111110110101010", "111100010011101",
                   "110011000101111", "110001100011000", "110110001000001", "110100101110110"],
            .medium: ["101010000010010", "101000100100101", "101111001111100", "101101101001011",
                      "100010111111001", "100000011001110", "100111110010111", "100101010100000"],
            .quartile: ["011010101011111", "011000001101000", "011111100110001", "011101000000110",
                        "010010010110100", "010000110000011", "010111011011010", "010101111101101"],
            .high: ["001011010001001", "001001110111110", "001110011100111", "001100111010000",
                    "000011101100010", "000001001010101", "000110100001100", "000100000111011"],
        ]
        for level in ErrorCorrection.allCases {
            for mask in MaskPattern.all {
                XCTAssertEqual(binary(FormatInformation.formatBits(level: level, mask: mask), width: 15),
                               table[level]?[mask.number], "\(level) mask \(mask.number)")
            }
        }
    }

    /// Table D.1: version 7, 8, 20 and 40.
    func testVersionBitsMatchTableD1() {
        XCTAssertEqual(binary(FormatInformation.versionBits(QRVersion(number: 7)), width: 18), "000111110010010100")
        XCTAssertEqual(binary(FormatInformation.versionBits(QRVersion(number: 8)), width: 18), "001000010110111100")
        XCTAssertEqual(binary(FormatInformation.versionBits(QRVersion(number: 20)), width: 18), "010100100110100110")
        XCTAssertEqual(binary(FormatInformation.versionBits(QRVersion(number: 40)), width: 18), "101000110001101001")
    }

    func testBothCopiesOfTheFormatInformationAreInTheSymbol() throws {
        for level in ErrorCorrection.allCases {
            let code = try QRCode(text: "PayRed \(level)", errorCorrection: level)
            let expected = FormatInformation.formatBits(level: level, mask: MaskPattern(number: code.mask))
            let n = code.size
            // Bit 14 first: along row 8 from the left edge (skipping the timing column), up
            // column 8 (skipping the timing row); then the copy: up column 8 from the bottom
            // edge, along row 8 to the right edge.
            let first = [(0, 8), (1, 8), (2, 8), (3, 8), (4, 8), (5, 8), (7, 8), (8, 8),
                         (8, 7), (8, 5), (8, 4), (8, 3), (8, 2), (8, 1), (8, 0)]
            let second = (0..<7).map { (8, n - 1 - $0) } + (0..<8).map { (n - 8 + $0, 8) }
            for positions in [first, second] {
                let bits = positions.reduce(0) { $0 << 1 | (code[$1.0, $1.1] ? 1 : 0) }
                XCTAssertEqual(bits, expected, "\(level)")
            }
            XCTAssertTrue(code[8, n - 8], "the dark module")
        }
    }

    func testBothCopiesOfTheVersionInformationAreInVersionSevenAndAbove() throws {
        let code = try QRCode(bytes: Array(repeating: 0x41, count: 123))
        XCTAssertEqual(code.version, 8)
        let n = code.size
        var bottomLeft = 0, topRight = 0
        for i in (0..<18).reversed() {
            bottomLeft = bottomLeft << 1 | (code[i / 3, n - 11 + i % 3] ? 1 : 0)
            topRight = topRight << 1 | (code[n - 11 + i % 3, i / 3] ? 1 : 0)
        }
        XCTAssertEqual(binary(bottomLeft, width: 18), "001000010110111100")
        XCTAssertEqual(topRight, bottomLeft)
    }

    private func binary(_ value: Int, width: Int) -> String {
        let digits = String(value, radix: 2)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
