import PropertyChecks
@testable import QRCode
import XCTest

/// Properties of the encoder over arbitrary bytes.
final class QRCodeProperties: XCTestCase {
    /// Bytes of random lengths 0…3000 (each the low byte of a generated scalar), at a level
    /// picked by the length: a code of size 17 + 4 × version in the smallest version that
    /// fits, or the typed error exactly when even version 40 is too small.
    func testAnyBytesEncodeOrAreRefusedAsTooLong() {
        forAll(120, of: UnicodeGenerators.text(upTo: 3_000)) { text in
            let bytes = text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            let level = ErrorCorrection.allCases[bytes.count % 4]
            let maximum = QRCode.maximumByteCount(level)
            do throws(QRCodeError) {
                let code = try QRCode(bytes: bytes, errorCorrection: level)
                XCTAssertLessThanOrEqual(bytes.count, maximum)
                XCTAssertTrue((1...40).contains(code.version))
                XCTAssertEqual(code.size, 17 + 4 * code.version)
                XCTAssertTrue((0..<8).contains(code.mask))
                if code.version > 1 {
                    XCTAssertGreaterThan(bytes.count, QRVersion(number: code.version - 1).byteCapacity(level), "not the smallest")
                }
            } catch {
                XCTAssertEqual(error, .dataTooLong(byteCount: bytes.count, maximum: maximum))
                XCTAssertGreaterThan(bytes.count, maximum)
            }
        }
    }
}
