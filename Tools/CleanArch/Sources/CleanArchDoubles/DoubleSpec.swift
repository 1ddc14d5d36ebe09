import CleanArchModel

/// Everything a double implements, inherited requirements merged in: the renderer's input.
struct DoubleSpec: Sendable {
    /// The protocol the double conforms to.
    var shape: ProtocolShape
    /// `<protocol name without a trailing "Protocol">Stub`.
    var typeName: String
    /// Own and inherited requirements, deduplicated, without those a superclass provides.
    var members: [MemberShape]
    var associatedTypes: [AssociatedTypeShape]
    /// The modules the protocol's files and the superclass need, sorted.
    var imports: [String]
    /// The protocol is `Sendable`, directly or through a protocol it inherits.
    var isSendable: Bool
    /// The global actor of the protocol or of one it inherits, without `@`.
    var globalActor: String?
    /// The configured class the double subclasses to satisfy an inherited protocol.
    var superclass: String?
    /// The protocol asks for `Equatable` (`==`) or `Hashable` (also `hash(into:)`); both by identity.
    var identity: IdentityConformance?
    /// The double can fail a test when a requirement is called that the test did not configure
    /// (`strict_doubles` in `.cleanarch.yml`).
    var isStrict = false
    /// Standard-library protocols the double implements itself (`Encodable`, `CustomStringConvertible`…).
    var standard: Set<StandardConformance> = []

    /// What identity-based conformances the double adds.
    enum IdentityConformance: Sendable {
        case equatable, hashable
    }

    /// A standard-library protocol whose requirements the double writes: an empty `encode(to:)`
    /// and `init(from:)`, a description naming the double, `<` by identity.
    enum StandardConformance: String, Sendable, CaseIterable {
        case encodable = "Encodable", decodable = "Decodable"
        case description = "CustomStringConvertible", debugDescription = "CustomDebugStringConvertible"
        case comparable = "Comparable"
    }

    /// The double's name for a protocol: `LoginUseCaseProtocol` → `LoginUseCaseStub`.
    static func typeName(for protocolName: String) -> String {
        DoubleNaming.stubName(for: protocolName)
    }
}
