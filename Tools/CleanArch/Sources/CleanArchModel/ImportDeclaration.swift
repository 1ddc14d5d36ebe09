/// An `import` in a Swift file.
public struct ImportDeclaration: Codable, Hashable, Sendable {
    /// The top-level module, e.g. `Foundation` for `import struct Foundation.URL`.
    public var module: String
    /// `@testable import`.
    public var isTestable: Bool
    public var location: SourceLocation

    public init(module: String, isTestable: Bool, location: SourceLocation) {
        self.module = module
        self.isTestable = isTestable
        self.location = location
    }
}
