import QRCode
import TestSupport
import XCTest

/// What the encoder draws, zbar reads back byte for byte: the real test of the symbol.
final class ZbarDecodingTests: XCTestCase {
    override func setUpWithError() throws {
        try Zbar.requireInstalled()
    }

    func testOneByteAndTheVersionOneAndTwoBoundaryAtM() throws {
        for text in ["A", String(repeating: "7", count: 14), String(repeating: "8", count: 15)] {
            try assertRoundTrip(Array(text.utf8))
        }
    }

    func testNonASCIIUTF8() throws {
        let code = try QRCode(text: "Zoë Müller €")
        XCTAssertEqual(try Zbar.decode(code), Array("Zoë Müller €".utf8))
    }

    func testEveryLevelAtSeveralVersionBoundaries() throws {
        let text = Array("SEPA-Überweisung an Franz Mustermänn, Rechnung 2025-0042. ".utf8)
        for level in ErrorCorrection.allCases {
            for version in [1, 6, 7, 9, 10] {
                let bytes = (0..<byteCapacity(version, level)).map { text[$0 % text.count] }
                try assertRoundTrip(bytes, level: level, expectedVersion: version)
                try assertRoundTrip(bytes + [0x2E], level: level, expectedVersion: version + 1)
            }
        }
    }

    func testAnEPCPayloadOfAbout300Bytes() throws {
        let payload = [
            "BCD", "002", "1", "SCT", "BHBLDEHHXXX", "Franz Mustermänn", "DE71110220330123456789", "EUR12.30", "GDDS", "",
            String(String(repeating: "Rechnung 4711, Kundennummer 0815, Müller & Söhne GbR; ", count: 3).prefix(140)),
            "Sample EPC QR code; Zoë Müller € ÄÖÜ äöü ß — PayRed test payload with seventy chars",
        ].joined(separator: "\n")
        let bytes = Array(payload.utf8)
        XCTAssertTrue((280...331).contains(bytes.count), "\(bytes.count)")
        try assertRoundTrip(bytes)
    }

    func testAllByteValuesIncludingZero() throws {
        try assertRoundTrip((0...255).map { UInt8($0) })
    }

    func testLargeVersions() throws {
        let text = Array("PayRed/GiroCode 0123456789 äöü € ".utf8)
        for (count, level, version) in [(700, ErrorCorrection.medium, 21), (1_500, .low, 28), (2_331, .medium, 40)] {
            try assertRoundTrip((0..<count).map { text[$0 % text.count] }, level: level, expectedVersion: version)
        }
    }

    private func byteCapacity(_ version: Int, _ level: ErrorCorrection) -> Int {
        let table: [ErrorCorrection: [Int: Int]] = [
            .low: [1: 17, 6: 134, 7: 154, 9: 230, 10: 271], .medium: [1: 14, 6: 106, 7: 122, 9: 180, 10: 213],
            .quartile: [1: 11, 6: 74, 7: 86, 9: 130, 10: 151], .high: [1: 7, 6: 58, 7: 64, 9: 98, 10: 119],
        ]
        return table[level]?[version] ?? 0
    }

    private func assertRoundTrip(_ bytes: [UInt8], level: ErrorCorrection = .medium, expectedVersion: Int? = nil,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let code = try QRCode(bytes: bytes, errorCorrection: level)
        if let expectedVersion { XCTAssertEqual(code.version, expectedVersion, file: file, line: line) }
        let decoded = try Zbar.decode(code)
        XCTAssertEqual(decoded, bytes, "\(bytes.count) bytes, version \(code.version)-\(level), mask \(code.mask)", file: file, line: line)
    }
}
