@testable import QRCode
import XCTest

/// GF(256) arithmetic and Reed–Solomon error-correction codewords against published vectors.
final class ReedSolomonTests: XCTestCase {
    func testTheFieldIsGeneratedByTwoModulo0x11D() {
        XCTAssertEqual(GaloisField.exponents[8], 0x1D)
        XCTAssertEqual(GaloisField.exponents[25], 0x03)
        XCTAssertEqual(Set(GaloisField.exponents).count, 255)
        XCTAssertEqual(GaloisField.multiply(0x53, 0xCA), GaloisField.multiply(0xCA, 0x53))
        XCTAssertEqual(GaloisField.multiply(0x80, 2), 0x1D)
        XCTAssertEqual(GaloisField.multiply(0, 0x53), 0)
    }

    /// ISO/IEC 18004 Annex A: the generator polynomial of 7 error-correction codewords is
    /// x⁷ + α⁸⁷x⁶ + α²²⁹x⁵ + α¹⁴⁶x⁴ + α¹⁴⁹x³ + α²³⁸x² + α¹⁰²x + α²¹.
    func testTheGeneratorPolynomialOfDegree7MatchesAnnexA() {
        let exponents = ReedSolomon.generatorPolynomial(degree: 7).map { GaloisField.logarithms[Int($0)] }
        XCTAssertEqual(exponents, [87, 229, 146, 149, 238, 102, 21])
    }

    /// ISO/IEC 18004 Annex I: "01234567" in numeric mode, version 1-M.
    func testTheAnnexIExampleGivesItsErrorCorrectionCodewords() {
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        XCTAssertEqual(ReedSolomon.errorCorrection(for: data, count: 10),
                       [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// The widely published "HELLO WORLD" 1-M example (alphanumeric mode: only its codewords matter here).
    func testHelloWorldOneMGivesItsErrorCorrectionCodewords() {
        let data: [UInt8] = [0x20, 0x5B, 0x0B, 0x78, 0xD1, 0x72, 0xDC, 0x4D, 0x43, 0x40, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        XCTAssertEqual(ReedSolomon.errorCorrection(for: data, count: 10),
                       [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }
}
