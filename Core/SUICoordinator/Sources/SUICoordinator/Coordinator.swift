import Observation

/// Owns one navigation flow (its `router`) and the child coordinators it presents.
///
/// Subclass it and override `start()` to call `startFlow(route:)`. Observable state lives in
/// `router` and `node`; subclasses may add their own `@Observable` state.
@MainActor @Observable open class Coordinator<Route: RouteType>: CoordinatorType {
    /// The navigation state of this flow.
    public let router = Router<Route>()
    /// This coordinator's place in the coordinator tree.
    public let node = CoordinatorNode()

    /// Creates a coordinator with an empty router; `start()` sets up its flow.
    public init() {}

    /// Sets up the initial flow; the default does nothing.
    open func start() async {}

    /// Makes `route` the root of the flow, clearing the push stack and the modals.
    public func startFlow(route: Route, animated: Bool = true) async {
        router.reset(mainView: route)
    }

    /// Presents `coordinator` as the top child with `presentationStyle`, then awaits its `start()`.
    /// - Precondition: `coordinator` has no parent.
    public func navigate(
        to coordinator: any CoordinatorType,
        presentationStyle: TransitionPresentationStyle,
        animated: Bool = true
    ) async {
        adopt(coordinator, presentationStyle: presentationStyle)
        await coordinator.start()
    }

    /// Finishes the children, clears the router and leaves the parent, which shows its own
    /// content again and releases this coordinator. A tab page finishes its whole tab coordinator.
    public func finishFlow(animated: Bool = true) async {
        if let tab = hostingTab {
            return await tab.finishFlow(animated: animated)
        }
        await finishChildren(animated: animated)
        router.reset(mainView: nil)
        detachFromParent()
    }

    /// Ends this flow where it stands without leaving the parent: the children finished and the
    /// router emptied, its main view too. How a tab coordinator that finishes ends its pages, so
    /// that nothing a page's screens hold (a view model holding its coordinator) keeps it alive.
    func endFlow(animated: Bool) async {
        await finishChildren(animated: animated)
        router.reset(mainView: nil)
    }

    /// Finishes the children and restarts the router (back to `mainView`, no modals).
    public func restart(animated: Bool = true) async {
        await finishChildren(animated: animated)
        await router.restart(animated: animated)
    }

    /// The body of this coordinator's top modal route when it presents one (a modal covers the
    /// flows beneath it, child flows included), else the top child's `visibleBody` when it has
    /// one, else the body of `router.topRoute`.
    public var visibleBody: Any? {
        if let modal = router.sheetItems.last {
            return modal.topRoute.body
        }
        return children.last?.visibleBody ?? router.topRoute?.body
    }

    /// The top child's layers (or this coordinator's screen when it has no child), then this
    /// coordinator's modals, bottom first; the top modal's layer dismisses it.
    public var visibleLayers: [VisibleLayer] {
        var layers = children.last?.visibleLayers ?? []
        if layers.isEmpty, let screen = router.items.last ?? router.mainView {
            layers = [VisibleLayer(body: screen.body, presentationStyle: .push, id: router.topItemID)]
        }
        let router = router
        for modal in router.sheetItems {
            layers.append(VisibleLayer(body: modal.topRoute.body, presentationStyle: modal.presentationStyle, id: modal.id) {
                await router.dismiss()
            })
        }
        return layers
    }
}
