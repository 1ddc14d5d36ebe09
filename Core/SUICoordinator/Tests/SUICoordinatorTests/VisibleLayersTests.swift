import SUICoordinator
import XCTest

/// What a host draws: the screen, then each modal with its style, bottom first.
@MainActor
final class VisibleLayersTests: XCTestCase {
    private func bodies(_ layers: [VisibleLayer]) -> [String] {
        layers.map { $0.body as? String ?? "?" }
    }

    func testAScreenIsOneLayerAndPushesReplaceIt() async {
        let sut = TestCoordinator()
        await sut.start()
        XCTAssertEqual(bodies(sut.visibleLayers), ["home"])

        await sut.router.navigate(toRoute: .detail(1))
        XCTAssertEqual(bodies(sut.visibleLayers), ["detail(1)"])
        XCTAssertEqual(sut.visibleLayers.map(\.presentationStyle), [.push])
        XCTAssertNil(sut.visibleLayers[0].dismiss)
    }

    func testSheetsAndCoversStackOverTheScreenWithTheirStyles() async {
        let sut = TestCoordinator()
        await sut.start()
        await sut.router.navigate(toRoute: .settings)
        await sut.router.navigate(toRoute: .styled(.fullScreenCover))

        let layers = sut.visibleLayers
        XCTAssertEqual(bodies(layers), ["home", "settings", "styled(SUICoordinator.TransitionPresentationStyle.fullScreenCover)"])
        XCTAssertEqual(layers.map(\.isOverlay), [false, true, false])
    }

    func testAModalsLayerDismissesIt() async {
        let sut = TestCoordinator()
        await sut.start()
        await sut.router.navigate(toRoute: .settings)

        await sut.visibleLayers.last?.dismiss?()

        XCTAssertEqual(bodies(sut.visibleLayers), ["home"])
    }

    func testAChildsLayersComeBeforeTheParentsModals() async {
        let parent = TestCoordinator()
        await parent.start()
        await parent.navigate(to: TestCoordinator(root: .detail(2)), presentationStyle: .push)
        await parent.router.present(.settings)

        XCTAssertEqual(bodies(parent.visibleLayers), ["detail(2)", "settings"])
    }

    func testATabCoordinatorShowsItsSelectedPagesLayers() async {
        let sut = TabCoordinator<TestPage>(pages: TestPage.allCases, currentPage: .home) { page in
            TestCoordinator(root: page == .cards ? .detail(7) : .home)
        }
        await sut.start()
        sut.setCurrentPage(.cards)
        XCTAssertEqual(bodies(sut.visibleLayers), ["detail(7)"])
    }
}
