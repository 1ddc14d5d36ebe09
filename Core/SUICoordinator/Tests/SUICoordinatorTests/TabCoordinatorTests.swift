import SUICoordinator
import XCTest

/// `TabCoordinator`: pages, selection, badges, and its page coordinators.
@MainActor final class TabCoordinatorTests: XCTestCase {
    private let tabs = TabCoordinator(pages: [.profile, .home, .cards], currentPage: TestPage.home) { page in
        TestCoordinator(root: .detail(page.position))
    }

    private func pageCoordinator(_ page: TestPage) -> TestCoordinator? {
        tabs.children[page.position] as? TestCoordinator
    }

    func testPagesAreInPositionOrderAndChildrenArePageCoordinators() {
        XCTAssertEqual(tabs.pages, [.home, .cards, .profile])
        XCTAssertEqual(tabs.tabTitles, ["Home", "Cards", "Profile"])
        XCTAssertEqual(tabs.children.count, 3)
        for child in tabs.children {
            XCTAssertTrue(child.parent === tabs)
            XCTAssertNil(child.presentationStyle)
        }
    }

    func testStartStartsEveryPageCoordinator() async {
        await tabs.start()

        XCTAssertEqual(TestPage.allCases.map { pageCoordinator($0)?.startCount }, [1, 1, 1])
        XCTAssertEqual(pageCoordinator(.cards)?.router.mainView, .detail(1))
    }

    func testSelectionByPageAndIndexIgnoresUnknownValues() {
        XCTAssertEqual(tabs.currentPage, .home)

        tabs.setCurrentPage(.profile)
        XCTAssertEqual(tabs.currentPage, .profile)
        XCTAssertEqual(tabs.selectedIndex, 2)

        tabs.select(index: 1)
        XCTAssertEqual(tabs.currentPage, .cards)
        tabs.select(index: 3)
        tabs.select(index: -1)
        XCTAssertEqual(tabs.currentPage, .cards)
    }

    func testSelectedCoordinatorAndVisibleBodyFollowSelection() async {
        await tabs.start()
        XCTAssertTrue(tabs.getCoordinatorSelected() === pageCoordinator(.home))
        XCTAssertEqual(tabs.visibleBody as? String, TestRoute.detail(0).body)

        tabs.setCurrentPage(.profile)
        await pageCoordinator(.profile)?.router.navigate(toRoute: .settings)

        XCTAssertTrue(tabs.getCoordinatorSelected() === pageCoordinator(.profile))
        XCTAssertEqual(tabs.visibleBody as? String, TestRoute.settings.body)
    }

    func testBadgesAreSetClearedAndListedInTabOrder() {
        tabs.setBadge("3", for: .cards)
        tabs.setBadge("!", for: .profile)
        XCTAssertEqual(tabs.badge(for: .cards), "3")
        XCTAssertEqual(tabs.tabBadges, [nil, "3", "!"])

        tabs.setBadge(nil, for: .cards)
        XCTAssertNil(tabs.badge(for: .cards))
        XCTAssertEqual(tabs.tabBadges, [nil, nil, "!"])
    }

    func testSelectionIsObservable() {
        let counter = ChangeCounter()
        counter.track { _ = tabs.currentPage }

        tabs.select(index: 2)

        XCTAssertEqual(counter.count, 1)
    }

    func testFinishingAPageFinishesThePresentedTabCoordinator() async {
        let root = TestCoordinator()
        await root.start()
        weak var released: TabCoordinator<TestPage>?
        do {
            let presented = TabCoordinator(pages: TestPage.allCases, currentPage: .cards) { _ in
                TestCoordinator(root: .settings)
            }
            released = presented
            await root.navigate(to: presented, presentationStyle: .fullScreenCover)
            XCTAssertEqual(root.visibleBody as? String, TestRoute.settings.body)

            await presented.getCoordinatorSelected().finishFlow(animated: true)
        }

        XCTAssertTrue(root.children.isEmpty)
        XCTAssertNil(released)
        XCTAssertEqual(root.visibleBody as? String, TestRoute.home.body)
    }

    func testAFinishedTabCoordinatorReleasesItsPagesEvenWhenTheirScreensHoldThem() async {
        let root = TestCoordinator()
        await root.start()
        weak var releasedPage: ScreenHoldingCoordinator?
        do {
            let presented = TabCoordinator(pages: TestPage.allCases, currentPage: .cards) { _ in ScreenHoldingCoordinator() }
            releasedPage = presented.children.first as? ScreenHoldingCoordinator
            await root.navigate(to: presented, presentationStyle: .fullScreenCover)

            await presented.finishFlow(animated: true)
        }

        XCTAssertNil(releasedPage, "a page whose screen holds it outlived the flow, to be handed to the next sign-in")
    }

    func testRestartRestartsEveryPageAndKeepsSelection() async {
        await tabs.start()
        tabs.setCurrentPage(.cards)
        await pageCoordinator(.home)?.router.navigate(toRoute: .detail(9))
        await pageCoordinator(.cards)?.router.navigate(toRoute: .settings)

        await tabs.restart(animated: false)

        XCTAssertEqual(tabs.currentPage, .cards)
        XCTAssertEqual(pageCoordinator(.home)?.router.items, [])
        XCTAssertEqual(pageCoordinator(.cards)?.router.sheetItems.count, 0)
        XCTAssertEqual(tabs.visibleBody as? String, TestRoute.detail(1).body)
    }
}
