/// Lays out the modules of one version (ISO/IEC 18004 §6.3 and §7.7–7.10): the function
/// patterns once, then for a given codeword sequence and mask the data, the mask and the
/// format information. Modules are stored row by row, `true` for dark.
struct QRMatrixBuilder: Sendable {
    let version: QRVersion
    private let size: Int
    private var modules: [Bool]
    private var isFunction: [Bool]

    /// The function patterns of `version`: finder patterns with their separators, timing
    /// patterns, alignment patterns, version information and the dark module, with the
    /// format information's modules reserved.
    init(version: QRVersion) {
        self.version = version
        size = version.size
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
        for i in 0..<size {
            setFunction(x: 6, y: i, dark: i % 2 == 0)
            setFunction(x: i, y: 6, dark: i % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centreX: x, centreY: y) }
        let positions = version.alignmentPositions
        for x in positions {
            for y in positions where !Self.overlapsFinder(x, y, last: size - 7) { drawAlignment(centreX: x, centreY: y) }
        }
        drawFormat(bits: 0)
        if version.number >= 7 { drawVersion() }
    }

    /// The modules of `codewords` placed under `mask`, with the format information of
    /// `level` and `mask`.
    func modules(codewords: [UInt8], level: ErrorCorrection, mask: MaskPattern) -> [Bool] {
        var builder = self
        builder.placeData(codewords)
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && mask.inverts(x: x, y: y) {
                builder.modules[y * size + x].toggle()
            }
        }
        builder.drawFormat(bits: FormatInformation.formatBits(level: level, mask: mask))
        return builder.modules
    }

    /// Places the codewords' bits, most significant first, in two-module columns from the
    /// bottom-right corner, up and down in turn, skipping the vertical timing pattern and
    /// the function modules; modules left over stay light (remainder bits).
    private mutating func placeData(_ codewords: [UInt8]) {
        let bitCount = codewords.count * 8
        var index = 0
        for right in stride(from: size - 1, through: 1, by: -2) {
            let column = right <= 6 ? right - 1 : right
            let upward = (column + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [column, column - 1] where !isFunction[y * size + x] && index < bitCount {
                    modules[y * size + x] = (codewords[index / 8] >> (7 - index % 8)) & 1 == 1
                    index += 1
                }
            }
        }
    }

    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                let distance = max(abs(dx), abs(dy))
                if (0..<size).contains(x), (0..<size).contains(y) {
                    setFunction(x: x, y: y, dark: distance != 2 && distance != 4)
                }
            }
        }
    }

    /// Whether an alignment pattern centred at (`x`, `y`) would cover a finder pattern: the
    /// three corners of the grid of positions, whose last position is `last`.
    private static func overlapsFinder(_ x: Int, _ y: Int, last: Int) -> Bool {
        (x == 6 && y == 6) || (x == 6 && y == last) || (x == last && y == 6)
    }

    private mutating func drawAlignment(centreX: Int, centreY: Int) {
        for dy in -2...2 {
            for dx in -2...2 { setFunction(x: centreX + dx, y: centreY + dy, dark: max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits, bit 0 first: down column 8 and along row 8 by the top-left finder,
    /// and again split between the other two finders; the dark module beside the bottom-left one.
    private mutating func drawFormat(bits: Int) {
        func bit(_ i: Int) -> Bool { (bits >> i) & 1 == 1 }
        for i in 0..<6 { setFunction(x: 8, y: i, dark: bit(i)) }
        setFunction(x: 8, y: 7, dark: bit(6))
        setFunction(x: 8, y: 8, dark: bit(7))
        setFunction(x: 7, y: 8, dark: bit(8))
        for i in 9..<15 { setFunction(x: 14 - i, y: 8, dark: bit(i)) }
        for i in 0..<8 { setFunction(x: size - 1 - i, y: 8, dark: bit(i)) }
        for i in 8..<15 { setFunction(x: 8, y: size - 15 + i, dark: bit(i)) }
        setFunction(x: 8, y: size - 8, dark: true)
    }

    /// The 18 version bits, bit 0 first, in a 6 × 3 block above the bottom-left finder and
    /// its transpose left of the top-right finder.
    private mutating func drawVersion() {
        let bits = FormatInformation.versionBits(version)
        for i in 0..<18 {
            let dark = (bits >> i) & 1 == 1
            let a = size - 11 + i % 3, b = i / 3
            setFunction(x: a, y: b, dark: dark)
            setFunction(x: b, y: a, dark: dark)
        }
    }

    private mutating func setFunction(x: Int, y: Int, dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }
}
