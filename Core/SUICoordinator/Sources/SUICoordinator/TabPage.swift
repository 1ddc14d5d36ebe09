/// A tab of a `TabCoordinator`, usually an enum case.
public protocol TabPage: Hashable, Sendable {
    /// Place in the tab bar; pages are ordered by ascending position.
    var position: Int { get }
    /// Label shown in the tab bar.
    var title: String { get }
}
