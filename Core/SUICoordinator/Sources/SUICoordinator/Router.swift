import Foundation
import Observation

/// The navigation state of one coordinator: a root route, a push stack and a stack of modals.
///
/// `.push` while a modal is on top lands on that modal's own stack when it is a navigation
/// container (`navigationSheet`, `navigationFullScreenCover`); otherwise the route is presented
/// as a `.sheet` marked `isPushFallback`, never onto the hidden main stack. `pop()` undoes exactly
/// one push (a push fallback included) and `dismiss()` removes the top modal, so each `navigate`
/// is undone by the matching `pop()` or `dismiss()`. Every change is observable; `animated`
/// parameters are accepted for SUICoordinator compatibility and ignored.
@MainActor @Observable public final class Router<Route: RouteType> {
    /// The root of the navigation stack.
    public private(set) var mainView: Route?
    /// Routes pushed onto the main stack, bottom first.
    public private(set) var items: [Route] = []
    /// Modal presentations, bottom first; the last one is on top.
    public private(set) var sheetItems: [SheetItem<Route>] = []
    /// Identity of each showing of `mainView`, then of each of `items`: a new one per navigation.
    private(set) var mainViewID = UUID()
    private(set) var itemIDs: [UUID] = []

    /// Creates a router showing `mainView`, with nothing pushed or presented.
    public init(mainView: Route? = nil) {
        self.mainView = mainView
    }

    /// The identity of the main stack's top route's showing.
    public var topItemID: UUID { itemIDs.last ?? mainViewID }

    /// The route on screen in this router: the top modal's top route, else the main stack's top.
    public var topRoute: Route? { sheetItems.last?.topRoute ?? items.last ?? mainView }

    /// Shows `route` with `presentationStyle` (default: `route.presentationStyle`):
    /// `.push` pushes onto the visible stack (see the type's documentation), other styles present modally.
    public func navigate(
        toRoute route: Route,
        presentationStyle: TransitionPresentationStyle? = nil,
        animated: Bool = true
    ) async {
        let style = presentationStyle ?? route.presentationStyle
        guard style == .push else {
            return await present(route, presentationStyle: style, animated: animated)
        }
        guard let top = sheetItems.indices.last else {
            items.append(route)
            itemIDs.append(UUID())
            return
        }
        if sheetItems[top].presentationStyle.isNavigationContainer {
            sheetItems[top].items.append(route)
        } else {
            sheetItems.append(SheetItem(route: route, presentationStyle: .sheet, isPushFallback: true))
        }
    }

    /// Presents `route` modally on top of everything, with `presentationStyle`
    /// (default: `route.presentationStyle`); a `.push` style is presented as `.sheet`.
    public func present(
        _ route: Route,
        presentationStyle: TransitionPresentationStyle? = nil,
        animated: Bool = true
    ) async {
        let style = presentationStyle ?? route.presentationStyle
        let modalStyle = style == .push ? TransitionPresentationStyle.sheet : style
        sheetItems.append(SheetItem(route: route, presentationStyle: modalStyle, isPushFallback: false))
    }

    /// Undoes the last push of the visible stack; does nothing at its root.
    public func pop(animated: Bool = true) async {
        popVisibleStack()
    }

    /// Pops the visible stack back to its root (the top modal's route, or `mainView`).
    public func popToRoot(animated: Bool = true) async {
        while popVisibleStack() {}
    }

    /// Removes the top modal, with everything pushed inside it; does nothing without a modal.
    public func dismiss(animated: Bool = true) async {
        guard !sheetItems.isEmpty else { return }
        sheetItems.removeLast()
    }

    /// Dismisses the top modal if there is one, otherwise pops.
    public func close(animated: Bool = true) async {
        if sheetItems.isEmpty {
            await pop(animated: animated)
        } else {
            await dismiss(animated: animated)
        }
    }

    /// Pops to `mainView` and dismisses every modal.
    public func restart(animated: Bool = true) async {
        clearStacks()
    }

    /// Shows `mainView` alone: the new root, nothing pushed or presented.
    func reset(mainView: Route?) {
        self.mainView = mainView
        mainViewID = UUID()
        clearStacks()
    }

    private func clearStacks() {
        items.removeAll()
        itemIDs.removeAll()
        sheetItems.removeAll()
    }

    /// Undoes one push of the visible stack; returns `false` when already at its root.
    @discardableResult
    private func popVisibleStack() -> Bool {
        guard let top = sheetItems.last else {
            guard !items.isEmpty else { return false }
            items.removeLast()
            itemIDs.removeLast()
            return true
        }
        if !top.items.isEmpty {
            sheetItems[sheetItems.count - 1].items.removeLast()
        } else if top.isPushFallback {
            sheetItems.removeLast()
        } else {
            return false
        }
        return true
    }
}
