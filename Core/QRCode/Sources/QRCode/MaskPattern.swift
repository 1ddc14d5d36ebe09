/// One of the eight data mask patterns (ISO/IEC 18004 Table 10): a module at column `x`, row
/// `y` is inverted where the pattern's condition holds.
struct MaskPattern: Sendable, Hashable {
    /// 0…7, the mask pattern reference written in the format information.
    let number: Int

    /// Every pattern, 0 first.
    static let all = (0..<8).map(MaskPattern.init(number:))

    /// Whether the pattern inverts the module at column `x`, row `y`.
    func inverts(x: Int, y: Int) -> Bool {
        switch number {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }
}
