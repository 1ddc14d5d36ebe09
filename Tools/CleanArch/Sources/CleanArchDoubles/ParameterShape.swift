/// A parameter of a method or initializer requirement.
struct ParameterShape: Sendable, Hashable {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name the double's implementation uses (synthesised when the protocol leaves it out).
    var name: String
    /// The type as written, specifiers and attributes included (`inout Int`, `@escaping () -> Void`).
    var declaredType: String
    /// The type without `inout`/ownership specifiers, `@escaping` and `@autoclosure`.
    var baseType: String
    var isInout: Bool
    var isVariadic: Bool
    /// A closure the caller keeps: `@escaping` or `@autoclosure`-free function types are not.
    var isNonEscapingFunction: Bool
    /// Declared `borrowing` or `consuming`: the body must `copy` it before recording it.
    var isNoImplicitCopy: Bool = false

    /// The parameter as it appears inside the function body: a variadic `T...` is `[T]`.
    var valueType: String {
        isVariadic ? "[\(baseType)]" : baseType
    }
}
