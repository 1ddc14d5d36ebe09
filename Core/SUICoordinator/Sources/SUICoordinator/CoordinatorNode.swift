import Foundation
import Observation

/// A coordinator's place in the coordinator tree.
///
/// Only this module mutates it (when a coordinator is presented or finishes), which keeps
/// parent and child links consistent; its initializer is internal for the same reason.
@MainActor @Observable public final class CoordinatorNode {
    /// Unique identifier of the owning coordinator.
    public let uuid = UUID().uuidString
    /// The coordinator that presented the owner, or hosts it as a tab page; weak.
    public internal(set) weak var parent: (any CoordinatorType)?
    /// Child coordinators, oldest first; the last one is on top.
    public internal(set) var children: [any CoordinatorType] = []
    /// How the parent presented the owner; `nil` for roots and tab pages.
    public internal(set) var presentationStyle: TransitionPresentationStyle?

    init() {}
}
