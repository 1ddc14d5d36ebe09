/// The format and version information words (ISO/IEC 18004 §7.9 and §7.10, Annexes C and D).
enum FormatInformation {
    /// The 15-bit format information: the level's two bits and the mask's three, a BCH(15,5)
    /// remainder of generator 0x537, XORed with 0x5412.
    static func formatBits(level: ErrorCorrection, mask: MaskPattern) -> Int {
        let data = level.formatBits << 3 | mask.number
        return (data << 10 | remainder(of: data, generator: 0x537, degree: 10)) ^ 0x5412
    }

    /// The 18-bit version information of versions 7…40: the six-bit version number and a
    /// BCH(18,6) remainder of generator 0x1F25.
    static func versionBits(_ version: QRVersion) -> Int {
        version.number << 12 | remainder(of: version.number, generator: 0x1F25, degree: 12)
    }

    /// The remainder of data(x)·x^degree divided by `generator` over GF(2).
    private static func remainder(of data: Int, generator: Int, degree: Int) -> Int {
        var value = data << degree
        for shift in stride(from: bitLength(of: value) - 1, through: degree, by: -1) where (value >> shift) & 1 == 1 {
            value ^= generator << (shift - degree)
        }
        return value
    }

    private static func bitLength(of value: Int) -> Int { Int.bitWidth - value.leadingZeroBitCount }
}
