/// Tree maintenance shared by `Coordinator` and `TabCoordinator`.
extension CoordinatorType {
    /// Makes `child` the top child of `self`, presented with `presentationStyle`.
    func adopt(_ child: any CoordinatorType, presentationStyle: TransitionPresentationStyle?) {
        precondition(child !== self && child.parent == nil, "A coordinator can have only one parent")
        child.node.parent = self
        child.node.presentationStyle = presentationStyle
        node.children.append(child)
    }

    /// Removes `self` from its parent's children, making it a detached root.
    func detachFromParent() {
        parent?.node.children.removeAll { $0 === self }
        node.parent = nil
        node.presentationStyle = nil
    }

    /// Finishes every child, top-most first.
    func finishChildren(animated: Bool) async {
        for child in children.reversed() {
            await child.finishFlow(animated: animated)
        }
    }

    /// The tab coordinator hosting `self` as a page. A page cannot leave its tab bar,
    /// so finishing a page finishes this tab coordinator instead.
    var hostingTab: (any TabCoordinatorType)? { parent as? any TabCoordinatorType }
}
