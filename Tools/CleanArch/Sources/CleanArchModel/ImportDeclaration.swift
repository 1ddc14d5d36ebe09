/// An `import` in a Swift file.
public struct ImportDeclaration: Codable, Hashable, Sendable {
    /// The top-level module, e.g. `Foundation` for `import struct Foundation.URL`.
    public var module: String
    /// `@testable import`.
    public var isTestable: Bool
    public var location: SourceLocation
    /// The custom compilation conditions (package traits, `.define`s, `canImport:Module` for a
    /// package module, `languageModeCondition(_:)` for `#if swift(…)`), joined by `&`, without which no build compiles this import, e.g.
    /// `MacroRouting` for an import under `#if MacroRouting`; nil when some build compiles it with
    /// only `SWIFT_PACKAGE` and `DEBUG` set.
    public var requiredCondition: String?

    public init(module: String, isTestable: Bool, location: SourceLocation) {
        self.module = module
        self.isTestable = isTestable
        self.location = location
    }

    /// The condition an import needs when only builds in Swift language mode `mode` compile it;
    /// set for a target compiling in that mode.
    public static func languageModeCondition(_ mode: Int) -> String {
        "swift-mode:\(mode)"
    }
}
