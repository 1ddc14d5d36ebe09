/// A product declared in a manifest.
public struct ManifestProduct: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case library, executable, plugin
    }

    public var name: String
    public var kind: Kind
    public var targets: [String]

    public init(name: String, kind: Kind, targets: [String]) {
        self.name = name
        self.kind = kind
        self.targets = targets
    }
}
