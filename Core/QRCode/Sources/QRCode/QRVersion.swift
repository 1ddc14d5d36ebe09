/// A QR code version, 1…40, and the figures that follow from it at each error-correction level
/// (ISO/IEC 18004 Tables 1, 9 and E.1).
struct QRVersion: Sendable, Hashable {
    /// 1…40.
    let number: Int

    /// Every version, smallest first.
    static let all = (1...40).map(QRVersion.init(number:))

    /// The number of modules on a side: 17 + 4 × version.
    var size: Int { 17 + 4 * number }

    /// The centre coordinates of the alignment patterns, on both axes (Table E.1): 6, the last
    /// at size − 7, and evenly spaced between them in an even step.
    var alignmentPositions: [Int] {
        guard number > 1 else { return [] }
        let count = number / 7 + 2
        let step = number == 32 ? 26 : (number * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        return [6] + (0..<(count - 1)).reversed().map { size - 7 - $0 * step }
    }

    /// The number of codewords the symbol holds, data and error correction together: the
    /// modules left by the function patterns, format and version information, divided by 8.
    var totalCodewords: Int {
        var modules = (16 * number + 128) * number + 64
        if number >= 2 {
            let alignmentCount = number / 7 + 2
            modules -= (25 * alignmentCount - 10) * alignmentCount - 55
            if number >= 7 { modules -= 36 }
        }
        return modules / 8
    }

    /// The number of bits of the byte mode's character count indicator (Table 3).
    var characterCountBits: Int { number <= 9 ? 8 : 16 }

    /// The number of error-correction blocks at `level`.
    func blockCount(_ level: ErrorCorrection) -> Int { Self.blockCounts[level, default: []][number - 1] }

    /// The number of error-correction codewords in each block at `level`.
    func errorCorrectionPerBlock(_ level: ErrorCorrection) -> Int {
        Self.errorCorrectionPerBlock[level, default: []][number - 1]
    }

    /// The number of data codewords at `level`.
    func dataCodewords(_ level: ErrorCorrection) -> Int {
        totalCodewords - blockCount(level) * errorCorrectionPerBlock(level)
    }

    /// The most bytes that byte mode fits at `level`: mode indicator (4 bits) and character
    /// count, then 8 bits a byte.
    func byteCapacity(_ level: ErrorCorrection) -> Int {
        (dataCodewords(level) * 8 - 4 - characterCountBits) / 8
    }

    /// Error-correction codewords per block, versions 1…40 (Table 9).
    private static let errorCorrectionPerBlock: [ErrorCorrection: [Int]] = [
        .low: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
               28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .medium: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
                  26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        .quartile: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
                    28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .high: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
                30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error-correction blocks, versions 1…40 (Table 9).
    private static let blockCounts: [ErrorCorrection: [Int]] = [
        .low: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
               8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        .medium: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
                  17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        .quartile: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
                    23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        .high: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
                25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]
}
