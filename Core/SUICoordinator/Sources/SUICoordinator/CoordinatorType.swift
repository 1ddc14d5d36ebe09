/// An object owning a navigation flow and its child coordinators.
///
/// Conform by subclassing `Coordinator` or `TabCoordinator`: the tree bookkeeping in `node`
/// can only be created and updated by this module.
@MainActor public protocol CoordinatorType: AnyObject {
    /// This coordinator's place in the coordinator tree.
    var node: CoordinatorNode { get }
    /// Body of the route on screen in this coordinator's subtree, `nil` when nothing is shown.
    var visibleBody: Any? { get }
    /// What is on screen in this coordinator's subtree, bottom first: the screen, then the modals
    /// presented over it, each with its style, so a host can draw sheets over the screen.
    var visibleLayers: [VisibleLayer] { get }
    /// Sets up the initial flow; called when the coordinator is presented.
    func start() async
    /// Ends the flow: finishes children, clears the content and leaves the parent.
    func finishFlow(animated: Bool) async
    /// Returns the flow to its initial screen, finishing children.
    func restart(animated: Bool) async
}

public extension CoordinatorType {
    /// Unique identifier of this coordinator.
    var uuid: String { node.uuid }
    /// The coordinator that presented this one, or hosts it as a tab page; held weakly.
    var parent: (any CoordinatorType)? { node.parent }
    /// Child coordinators, oldest first; the last one is on top.
    var children: [any CoordinatorType] { node.children }
    /// How the parent presented this coordinator; `nil` for roots and tab pages.
    var presentationStyle: TransitionPresentationStyle? { node.presentationStyle }
}
