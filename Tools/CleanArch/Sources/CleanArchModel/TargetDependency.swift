/// One entry of a target's `dependencies:`.
public struct TargetDependency: Codable, Hashable, Sendable {
    public enum Reference: Codable, Hashable, Sendable {
        /// `"Name"` or `.byName(name: "Name")`: a target of the same package or a product.
        case byName(String)
        /// `.target(name: "Name")`.
        case target(String)
        /// `.product(name: "Name", package: "pkg")`.
        case product(name: String, package: String)
    }

    public var reference: Reference
    public var location: SourceLocation
    /// `moduleAliases:` of a product: a module of the product → the name this target imports it by.
    public var moduleAliases: [String: String] = [:]

    public init(reference: Reference, location: SourceLocation) {
        self.reference = reference
        self.location = location
    }

    /// The module or product name the entry names.
    public var name: String {
        switch reference {
        case .byName(let name), .target(let name), .product(let name, _): name
        }
    }
}
