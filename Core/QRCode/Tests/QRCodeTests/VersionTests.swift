@testable import QRCode
import XCTest

/// Capacities, alignment positions and the choice of version.
final class VersionTests: XCTestCase {
    /// ISO/IEC 18004 Table 7, the byte-mode column: L, M, Q, H for versions 1…40.
    private static let byteCapacities: [[Int]] = [
        [17, 14, 11, 7], [32, 26, 20, 14], [53, 42, 32, 24], [78, 62, 46, 34], [106, 84, 60, 44],
        [134, 106, 74, 58], [154, 122, 86, 64], [192, 152, 108, 84], [230, 180, 130, 98], [271, 213, 151, 119],
        [321, 251, 177, 137], [367, 287, 203, 155], [425, 331, 241, 177], [458, 362, 258, 194], [520, 412, 292, 220],
        [586, 450, 322, 250], [644, 504, 364, 280], [718, 560, 394, 310], [792, 624, 442, 338], [858, 666, 482, 382],
        [929, 711, 509, 403], [1003, 779, 565, 439], [1091, 857, 611, 461], [1171, 911, 661, 511], [1273, 997, 715, 535],
        [1367, 1059, 751, 593], [1465, 1125, 805, 625], [1528, 1190, 868, 658], [1628, 1264, 908, 698], [1732, 1370, 982, 742],
        [1840, 1452, 1030, 790], [1952, 1538, 1112, 842], [2068, 1628, 1168, 898], [2188, 1722, 1228, 958], [2303, 1809, 1283, 983],
        [2431, 1911, 1351, 1051], [2563, 1989, 1423, 1093], [2699, 2099, 1499, 1139], [2809, 2213, 1579, 1219], [2953, 2331, 1663, 1273],
    ]
    private static let levels: [ErrorCorrection] = [.low, .medium, .quartile, .high]

    func testByteCapacityOfEveryVersionAndLevelMatchesTable7() {
        for version in QRVersion.all {
            XCTAssertEqual(Self.levels.map(version.byteCapacity), Self.byteCapacities[version.number - 1], "version \(version.number)")
        }
    }

    /// Table 1 (codewords per version) at a few versions, and Table 9's total for 40-M.
    func testTotalAndDataCodewords() {
        XCTAssertEqual([1, 2, 7, 10, 40].map { QRVersion(number: $0).totalCodewords }, [26, 44, 196, 346, 3706])
        XCTAssertEqual(QRVersion(number: 40).dataCodewords(.medium), 2334)
        XCTAssertEqual(QRVersion(number: 5).dataCodewords(.quartile), 62)
    }

    /// Table E.1.
    func testAlignmentPatternPositionsMatchTableE1() {
        let expected: [Int: [Int]] = [
            1: [], 2: [6, 18], 6: [6, 34], 7: [6, 22, 38], 14: [6, 26, 46, 66], 15: [6, 26, 48, 70], 21: [6, 28, 50, 72, 94],
            32: [6, 34, 60, 86, 112, 138], 36: [6, 24, 50, 76, 102, 128, 154], 40: [6, 30, 58, 86, 114, 142, 170],
        ]
        for (number, positions) in expected {
            XCTAssertEqual(QRVersion(number: number).alignmentPositions, positions, "version \(number)")
        }
    }

    func testTheSmallestVersionThatFitsIsChosen() throws {
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 0x41, count: 14)).version, 1)
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 0x41, count: 15)).version, 2)
        XCTAssertEqual(try QRCode(bytes: []).version, 1)
        for (index, level) in Self.levels.enumerated() {
            for version in [1, 9, 26, 39] {
                let capacity = Self.byteCapacities[version - 1][index]
                XCTAssertEqual(try QRCode(bytes: Array(repeating: 0x41, count: capacity), errorCorrection: level).version, version)
                XCTAssertEqual(try QRCode(bytes: Array(repeating: 0x41, count: capacity + 1), errorCorrection: level).version, version + 1)
            }
        }
    }

    func testDataOneByteTooLongForVersion40IsATypedError() throws {
        for (index, level) in Self.levels.enumerated() {
            let maximum = Self.byteCapacities[39][index]
            XCTAssertEqual(QRCode.maximumByteCount(level), maximum)
            let code = try QRCode(bytes: Array(repeating: 0xA5, count: maximum), errorCorrection: level)
            XCTAssertEqual(code.version, 40)
            XCTAssertEqual(code.size, 177)
            XCTAssertThrowsError(try QRCode(bytes: Array(repeating: 0xA5, count: maximum + 1), errorCorrection: level)) {
                XCTAssertEqual($0 as? QRCodeError, .dataTooLong(byteCount: maximum + 1, maximum: maximum))
            }
        }
    }
}
