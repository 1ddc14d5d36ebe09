@testable import QRCode
import XCTest

/// Byte-mode data codewords, padding, blocks and interleaving. The expected sequences were
/// computed independently with the Python `qrcode` package (8.2).
final class CodewordsTests: XCTestCase {
    func testHelloInOneMIsModeCountDataTerminatorPaddingThenErrorCorrection() {
        let sequence = Codewords.sequence(for: Array("hello".utf8), version: QRVersion(number: 1), level: .medium)
        XCTAssertEqual(hex(sequence), "40568656C6C6F0EC11EC11EC11EC11EC" + "164FDFD48C11D15C2FB7")
    }

    func testAFullSymbolHasATerminatorButNoPadding() {
        let bytes = [UInt8](repeating: 0x61, count: 14)
        let data = Codewords.dataCodewords(for: bytes, version: QRVersion(number: 1), level: .medium)
        XCTAssertEqual(hex(data), "40E" + String(repeating: "61", count: 14) + "0")
    }

    func testVersionTenAndAboveCountInSixteenBits() {
        let data = Codewords.dataCodewords(for: [0xFF], version: QRVersion(number: 10), level: .medium)
        XCTAssertEqual(hex(Array(data.prefix(5))), "40001FF0EC")
    }

    /// 5-Q has two blocks of 15 data codewords then two of 16, each with 18 error-correction codewords.
    func testFiveQInterleavesShortThenLongBlocks() {
        let bytes = Array("PayRed 5-Q: Zoë Müller zahlt 12,30 € an Franz".utf8)
        XCTAssertEqual(bytes.count, 49)
        let sequence = Codewords.sequence(for: bytes, version: QRVersion(number: 5), level: .quartile)
        XCTAssertEqual(hex(sequence), """
            43FCC767153A422606B20316170413E795DC22A0263BC3EC56C6331142C602EC03C60E11525728ECD5222A111307C2\
            ECA2A60611051616ECA686E21104EC2A0FD6F4662F2B580FB494AA02692E32C61EBFB13BBA9650D63384677CD64D67\
            D8A077202231D3699764DFB2D63184325671397BEED70127BDCFE3E7D0C2254FE550BE7CEB966595
            """)
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}
