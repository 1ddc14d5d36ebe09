/// A row of a `List`: text on the left, cut with "…" to fit, and text on the right (an amount,
/// a status) that is never cut.
public struct ListRow: Equatable, Sendable {
    public var leading: String
    public var trailing: String

    public init(_ leading: String, trailing: String = "") {
        self.leading = leading
        self.trailing = trailing
    }
}
