/// A protocol declaration as the doubles generator reads it: what a double must implement.
struct ProtocolShape: Sendable {
    var name: String
    /// The module (target) declaring it.
    var module: String
    /// Workspace-relative path of the declaring file.
    var file: String
    var line: Int
    /// Modules the declaring file imports.
    var imports: [String]
    /// Isolated to a global actor (`@MainActor`, or a custom `@…Actor`), written without `@`.
    var globalActor: String?
    /// The inheritance clause, one protocol name per entry, module qualifiers removed.
    var inherited: [String]
    var associatedTypes: [AssociatedTypeShape]
    var members: [MemberShape]
    /// Why no double can be generated, when something the generator cannot implement was met.
    var unsupported: [String]
}

/// One requirement of a protocol.
enum MemberShape: Sendable, Hashable {
    case method(MethodShape)
    case property(PropertyShape)
    case initializer(InitializerShape)
}
