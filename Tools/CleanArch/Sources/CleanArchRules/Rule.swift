import CleanArchModel

/// One architecture rule: a stable id, a default severity, and a check over the whole workspace.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    /// The places where the workspace breaks the rule.
    func check(_ index: WorkspaceIndex) -> [Finding]
}

/// A rule's finding before severity and suppressions are applied.
public struct Finding: Hashable, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}
