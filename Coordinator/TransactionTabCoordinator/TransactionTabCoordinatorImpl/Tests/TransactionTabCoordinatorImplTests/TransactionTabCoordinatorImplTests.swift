import TransactionTabCoordinatorImpl
import SUICoordinator
import TerminalUI
import XCTest

@MainActor
final class TransactionTabCoordinatorImplTests: XCTestCase {
    func testStartShowsWhatComesNext() async {
        let sut = TransactionTabCoordinatorImpl()

        await sut.start()

        let text = ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }.render().plainText
        XCTAssertTrue(text.contains("next."))
    }
}
