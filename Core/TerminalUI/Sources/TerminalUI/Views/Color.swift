/// A foreground colour from the basic ANSI palette.
public enum Color: Sendable, Hashable, CaseIterable {
    case red, green, yellow, blue, cyan, magenta, white, gray

    /// The SGR parameter selecting this colour.
    var sgrCode: Int {
        switch self {
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .gray: 90
        }
    }
}
