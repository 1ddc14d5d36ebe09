/// What a package or target is in the blueprint's architecture.
public struct Role: Codable, Hashable, Sendable {
    /// Which side of a component pair.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// `{Name}API`: protocols and plain values.
        case api
        /// `{Name}Impl`: implementations.
        case impl
    }

    /// The layer a component belongs to.
    public enum Layer: String, Codable, Sendable, CaseIterable {
        case useCase
        case repository
        case screen
        case coordinator
        /// Data sources: remote, database, keychain, image cache (`Data/`).
        case data
        /// The composition root.
        case app
        /// Own platform packages (`Core/`).
        case core
        /// Anything else (tools, servers).
        case other
    }

    public var kind: Kind?
    public var layer: Layer

    public init(kind: Kind?, layer: Layer) {
        self.kind = kind
        self.layer = layer
    }
}
