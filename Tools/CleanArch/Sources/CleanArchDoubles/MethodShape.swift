/// A `func` requirement.
struct MethodShape: Sendable, Hashable {
    var name: String
    /// The generic parameter clause as written (`<T: Decodable>`), if any.
    var genericClause: String?
    /// The generic parameter names, which stored values erase to `Any`.
    var genericParameters: [String]
    /// The `where` clause as written, `where` included, if any.
    var whereClause: String?
    var parameters: [ParameterShape]
    var isAsync: Bool
    var throwsClause: ThrowsClause
    /// The return type as written; nil for `Void`.
    var returnType: String?
    var isStatic: Bool
    /// Attributes to repeat on the implementation (`@MainActor`, `@discardableResult`).
    var attributes: [String]
    /// A member-level global actor, written without `@`.
    var globalActor: String?
    /// The result is declared `sending`; `returnType` is written without it.
    var isSendingResult = false

    /// The selector-like name used in documentation: `login(email:)`.
    var selector: String {
        "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}
