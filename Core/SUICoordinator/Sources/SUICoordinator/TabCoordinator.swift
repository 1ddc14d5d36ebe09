import Observation

/// Hosts one coordinator per tab page and tracks the selected page and the badges.
///
/// The page coordinators are its `children`, in tab bar order, with this coordinator as parent and
/// no presentation style. They live as long as it does: a page coordinator's `finishFlow` finishes
/// the whole tab coordinator, whose own `finishFlow` ends every page's flow and leaves its parent.
@MainActor @Observable open class TabCoordinator<Page: TabPage>: TabCoordinatorType {
    /// This coordinator's place in the coordinator tree.
    public let node = CoordinatorNode()
    /// The pages, sorted by `position` (tab bar order).
    public let pages: [Page]
    /// Index of the selected page in `pages`.
    public private(set) var selectedIndex: Int
    private var badges: [Page: String] = [:]

    /// Creates a coordinator for `pages` (sorted by `position`) with `currentPage` selected,
    /// building each page's coordinator with `coordinatorFactory`.
    /// - Precondition: `pages` are unique and contain `currentPage`.
    public init(
        pages: [Page],
        currentPage: Page,
        coordinatorFactory: @MainActor (Page) -> any CoordinatorType
    ) {
        let sortedPages = pages.sorted { $0.position < $1.position }
        guard Set(sortedPages).count == sortedPages.count,
              let index = sortedPages.firstIndex(of: currentPage)
        else { preconditionFailure("pages must be unique and contain currentPage") }
        self.pages = sortedPages
        self.selectedIndex = index
        for page in sortedPages {
            adopt(coordinatorFactory(page), presentationStyle: nil)
        }
    }

    /// The selected page.
    public var currentPage: Page { pages[selectedIndex] }
    /// Titles of the pages, in tab bar order.
    public var tabTitles: [String] { pages.map(\.title) }
    /// Badges of the pages, in tab bar order.
    public var tabBadges: [String?] { pages.map { badges[$0] } }

    /// Starts every page's coordinator, in tab bar order.
    open func start() async {
        for child in children {
            await child.start()
        }
    }

    /// Selects `page`; pages not in `pages` are ignored.
    public func setCurrentPage(_ page: Page) {
        guard let index = pages.firstIndex(of: page) else { return }
        select(index: index)
    }

    /// Selects the page at `index` in `pages` (tab bar order); out-of-range indices are ignored.
    public func select(index: Int) {
        guard pages.indices.contains(index) else { return }
        selectedIndex = index
    }

    /// The coordinator of the selected page.
    public func getCoordinatorSelected() -> any CoordinatorType {
        children[selectedIndex]
    }

    /// Sets (or, with `nil`, removes) the badge of `page`; pages not in `pages` are ignored.
    public func setBadge(_ value: String?, for page: Page) {
        guard pages.contains(page) else { return }
        badges[page] = value
    }

    /// The badge of `page`, if any.
    public func badge(for page: Page) -> String? {
        badges[page]
    }

    /// Ends every page's flow (its screens released, main view included) and leaves the parent, so
    /// the pages go with this coordinator; started again, each page begins anew. Finishing a page
    /// finishes this.
    public func finishFlow(animated: Bool = true) async {
        if let tab = hostingTab {
            return await tab.finishFlow(animated: animated)
        }
        for child in children {
            if let page = child as? any FlowEnding {
                await page.endFlow(animated: animated)
            } else {
                await child.restart(animated: animated)
            }
        }
        detachFromParent()
    }

    /// Restarts every page's coordinator; the selection is kept.
    public func restart(animated: Bool = true) async {
        for child in children {
            await child.restart(animated: animated)
        }
    }

    /// The selected page coordinator's `visibleBody`; subclasses wrap it in their tab bar.
    open var visibleBody: Any? { getCoordinatorSelected().visibleBody }

    /// The selected page coordinator's `visibleLayers`; subclasses wrap the screen in their tab bar.
    open var visibleLayers: [VisibleLayer] { getCoordinatorSelected().visibleLayers }
}
