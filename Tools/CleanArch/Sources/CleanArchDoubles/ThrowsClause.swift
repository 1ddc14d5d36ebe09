/// How a requirement throws.
enum ThrowsClause: Sendable, Hashable {
    /// Does not throw; `rethrows` counts as this, a non-throwing function satisfies it.
    case none
    /// `throws` or `throws(any Error)`.
    case untyped
    /// `throws(E)`.
    case typed(String)

    /// The error type of a `Result` or typed closure.
    var errorType: String? {
        switch self {
        case .none: nil
        case .untyped: "any Error"
        case .typed(let type): type
        }
    }

    /// The effect as written after `async`: `throws`, `throws(E)` or nothing.
    var keyword: String? {
        switch self {
        case .none: nil
        case .untyped: "throws"
        case .typed(let type): "throws(\(type))"
        }
    }
}
