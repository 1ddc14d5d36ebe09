import Resolver
import SUICoordinator
import TerminalUI
import TransferReviewScreenAPI
import TransferReviewScreenAPITestDoubles
import TransferScreenAPI
import TransferScreenAPITestDoubles
import TransferTabCoordinatorImpl
import TransferUseCaseAPITestDoubles
import XCTest

/// The Transfer tab's flow: the form, the review pushed over it, back, Done to a new form, and a
/// transfer started from another tab.
@MainActor
final class TransferTabCoordinatorImplTests: XCTestCase {
    private var transferScreen: TransferScreenStub!
    private var reviewScreen: TransferReviewScreenStub!
    private var useCase: TransferUseCaseStub!
    private var sut: TransferTabCoordinatorImpl!

    override func setUp() async throws {
        transferScreen = TransferScreenStub()
        transferScreen.screenResult = AnyView(Text("Form stub"))
        reviewScreen = TransferReviewScreenStub()
        reviewScreen.screenResult = AnyView(Text("Review stub"))
        Resolver.root = Resolver()
        Resolver.root.register(TransferScreenProtocol.self) { [transferScreen] in transferScreen! }
        Resolver.root.register(TransferReviewScreenProtocol.self) { [reviewScreen] in reviewScreen! }
        useCase = TransferUseCaseStub()
        sut = TransferTabCoordinatorImpl(useCase: useCase)
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var shownText: String {
        ViewHost(size: TerminalSize(columns: 80, rows: 24)) { [sut] in sut?.visibleBody as? AnyView ?? AnyView(Text("no screen")) }
            .render().plainText
    }

    func testStartShowsAnEmptyFormWiredToThisCoordinator() {
        XCTAssertTrue(transferScreen.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertEqual(transferScreen.screenReceivedArguments.map(\.payeeId), [nil])
        XCTAssertTrue(shownText.contains("Form stub"))
    }

    func testReviewIsPushedAndClosingItGoesBackToTheForm() async {
        await sut.showTransferReviewScreen()
        XCTAssertTrue(reviewScreen.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertTrue(shownText.contains("Review stub"))

        await sut.closeTransferReviewScreen()
        XCTAssertTrue(shownText.contains("Form stub"))
    }

    func testTheFormAndTheReviewShareTheFlowsUseCase() async {
        await sut.showTransferReviewScreen()
        await sut.finishTransfer()

        XCTAssertEqual(transferScreen.screenReceivedArguments.count, 2)
        XCTAssertTrue(transferScreen.screenReceivedArguments.allSatisfy { $0.useCase === useCase })
        XCTAssertTrue(reviewScreen.screenReceivedArguments.first?.useCase === useCase, "the review sends what the form filled in")
    }

    func testDoneReturnsToANewForm() async {
        await sut.showTransferReviewScreen()
        await sut.finishTransfer()
        XCTAssertEqual(transferScreen.screenCallCount, 2)
        XCTAssertTrue(shownText.contains("Form stub"))
    }

    func testATransferStartedElsewhereOpensAFormToThatPayee() async {
        await sut.showTransferReviewScreen()
        await sut.startTransfer(toPayeeId: "pay_1")
        XCTAssertEqual(transferScreen.screenReceivedArguments.last?.payeeId, "pay_1")
        XCTAssertTrue(shownText.contains("Form stub"))
    }
}
