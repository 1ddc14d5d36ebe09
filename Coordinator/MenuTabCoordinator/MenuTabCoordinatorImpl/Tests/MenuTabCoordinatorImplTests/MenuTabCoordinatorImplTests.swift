import MenuTabCoordinatorImpl
import SUICoordinator
import TerminalUI
import XCTest

@MainActor
final class MenuTabCoordinatorImplTests: XCTestCase {
    func testStartShowsWhatComesNext() async {
        let sut = MenuTabCoordinatorImpl()

        await sut.start()

        let text = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }.render().plainText
        XCTAssertTrue(text.contains("next."))
    }
}
