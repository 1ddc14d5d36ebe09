/// Settings from `.cleanarch.yml`, with the blueprint's defaults.
public struct Configuration: Codable, Hashable, Sendable {
    /// Per-rule settings.
    public struct RuleSettings: Codable, Hashable, Sendable {
        /// Overrides the rule's default severity; `off` disables it.
        public var severity: String?
        /// Glob patterns of workspace-relative paths the rule ignores.
        public var exclude: [String]

        public init(severity: String? = nil, exclude: [String] = []) {
            self.severity = severity
            self.exclude = exclude
        }
    }

    /// Glob patterns of paths not read at all (besides `.build`, `.git`, `.swiftpm`).
    public var exclude: [String]
    public var rules: [String: RuleSettings]
    /// Role overrides by package name.
    public var roles: [String: Role]
    /// Modules use cases may not import.
    public var forbiddenInUseCases: [String]
    /// Package identities (lower-cased) API packages may depend on besides API packages.
    public var allowedPlatformPackages: [String]
    /// Modules API packages may import besides API modules.
    public var allowedPlatformModules: [String]
    /// Modules and package identities that are "the DI library".
    public var diLibraries: [String]
    /// Classes `cleanarch doubles` subclasses to satisfy an inherited protocol it cannot
    /// implement itself, as `Module.Class` by protocol name (`CoordinatorType`).
    public var doubleSuperclasses: [String: String]
    /// Modules importable without a declared dependency besides the platforms' own (a vendor SDK
    /// installed on the build machines).
    public var systemModules: [String]
    /// `cleanarch doubles` writes doubles that can fail a test on an unexpected call
    /// (`failsOnUnexpectedCalls`, reported through IssueReporting, which the TestDoubles targets
    /// then import).
    public var strictDoubles = false
    /// The module strict doubles report through, and its package's identity: TestDoubles targets
    /// may depend on them when `strictDoubles` is set.
    public static let strictDoublesModule = "IssueReporting"
    public static let strictDoublesPackage = "xctest-dynamic-overlay"
    /// Compilation conditions the team's builds set (`-D NAME`) that no manifest states: an
    /// import under `#if NAME` then counts.
    public var conditions: [String] = []

    public init(
        exclude: [String] = [],
        rules: [String: RuleSettings] = [:],
        roles: [String: Role] = [:],
        forbiddenInUseCases: [String] = Configuration.defaultForbiddenInUseCases,
        allowedPlatformPackages: [String] = Configuration.defaultAllowedPlatformPackages,
        allowedPlatformModules: [String] = Configuration.defaultAllowedPlatformModules,
        diLibraries: [String] = Configuration.defaultDILibraries,
        doubleSuperclasses: [String: String] = [:],
        systemModules: [String] = []
    ) {
        self.exclude = exclude
        self.rules = rules
        self.roles = roles
        self.forbiddenInUseCases = forbiddenInUseCases
        self.allowedPlatformPackages = allowedPlatformPackages
        self.allowedPlatformModules = allowedPlatformModules
        self.diLibraries = diLibraries
        self.doubleSuperclasses = doubleSuperclasses
        self.systemModules = systemModules
    }

    public static let defaultForbiddenInUseCases = [
        "SwiftUI", "UIKit", "AppKit", "WatchKit", "CoreData", "SwiftData", "GRDB", "SQLite3", "RealmSwift",
        "FoundationNetworking", "Alamofire", "AsyncHTTPClient", "NIO", "NIOHTTP1", "Hummingbird", "Vapor",
        "TerminalUI", "SUICoordinator", "Security", "LocalAuthentication",
    ]

    public static let defaultAllowedPlatformPackages = [
        "augmentedsuicoordinator", "suicoordinator", "reactive", "opencombine", "terminalui", "swift-collections",
    ]

    public static let defaultAllowedPlatformModules = [
        "Foundation", "Combine", "OpenCombine", "OpenCombineShim", "Reactive", "Observation", "SwiftUI",
        "SUICoordinator", "TerminalUI", "Synchronization", "Dispatch", "XCTest", "Testing",
    ]

    public static let defaultDILibraries = ["Resolver", "resolver", "Swinject", "swinject"]
}
