import CardsTabCoordinatorImpl
import SUICoordinator
import TerminalUI
import XCTest

@MainActor
final class CardsTabCoordinatorImplTests: XCTestCase {
    func testStartShowsWhatComesNext() async {
        let sut = CardsTabCoordinatorImpl()

        await sut.start()

        let text = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }.render().plainText
        XCTAssertTrue(text.contains("next."))
    }
}
