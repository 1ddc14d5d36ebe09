/// A value put into a string's placeholder: `%@` takes text, `%lld` a whole number.
public enum FormatArgument: Equatable, Sendable {
    case text(String)
    case number(Int)
}
