/// A type, extension or member declared in a Swift file, with what the rules need to know.
public struct Declaration: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case `protocol`, `class`, `struct`, `enum`, `actor`, `extension`, `typealias`, macro
        case function, initializer, variable, `subscript`, `case`, associatedType
    }

    public var kind: Kind
    /// The declared name; for an extension, the extended type as written (`A.B`).
    public var name: String
    /// The inheritance clause, as written (`Codable`, `Foundation.Encodable`, `P & Q` split).
    public var inheritedTypes: [String]
    /// Declared `public` or `open` (or a member of a public protocol).
    public var isPublic: Bool
    /// Executable logic: a function or accessor body, an initializer that does more than
    /// assign its parameters to stored properties, a stored property with a computed default
    /// is not logic.
    public var hasLogic: Bool
    public var members: [Declaration]
    public var location: SourceLocation

    public init(
        kind: Kind,
        name: String,
        inheritedTypes: [String] = [],
        isPublic: Bool,
        hasLogic: Bool = false,
        members: [Declaration] = [],
        location: SourceLocation
    ) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.isPublic = isPublic
        self.hasLogic = hasLogic
        self.members = members
        self.location = location
    }
}
