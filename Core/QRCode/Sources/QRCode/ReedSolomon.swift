/// Reed–Solomon error-correction codewords over `GaloisField` (ISO/IEC 18004 §7.5.2).
enum ReedSolomon {
    /// The `count` error-correction codewords of `data`: the remainder of data(x)·x^count
    /// divided by the generator polynomial (x − α⁰)(x − α¹)…(x − α^(count−1)).
    static func errorCorrection(for data: [UInt8], count: Int) -> [UInt8] {
        let generator = generatorPolynomial(degree: count)
        var remainder = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for i in 0..<count {
                remainder[i] ^= GaloisField.multiply(generator[i], factor)
            }
        }
        return remainder
    }

    /// The coefficients of the generator polynomial of `degree` below its leading 1, highest first.
    static func generatorPolynomial(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        guard degree > 0 else { return coefficients }
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for i in 0..<degree {
                coefficients[i] = GaloisField.multiply(coefficients[i], root)
                if i + 1 < degree { coefficients[i] ^= coefficients[i + 1] }
            }
            root = GaloisField.multiply(root, 2)
        }
        return coefficients
    }
}
