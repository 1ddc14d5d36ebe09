// A stub: a real expansion would conform to ExpressionMacro from SwiftSyntaxMacros.
struct StringifyMacro {
}
