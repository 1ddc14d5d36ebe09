// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import CardDetailScreenAPI
import CardDetailScreenAPITestDoubles
import CardFreezeScreenAPI
import CardFreezeScreenAPITestDoubles
import CardsTabCoordinatorImpl
import CardsTabScreenAPI
import CardsTabScreenAPITestDoubles
import CardsTabUseCaseAPITestDoubles
import Resolver
import SUICoordinator
import TerminalUI
import XCTest

/// The Cards tab's flow over stubbed screens: the list first, a card's detail pushed and popped.
@MainActor
final class CardsTabCoordinatorImplTests: XCTestCase {
    private var list: CardsTabScreenStub!
    private var detail: CardDetailScreenStub!
    private var freeze: CardFreezeScreenStub!
    private var useCase: CardsTabUseCaseStub!
    private var sut: CardsTabCoordinatorImpl!

    override func setUp() async throws {
        list = CardsTabScreenStub()
        list.screenResult = AnyView(Text("Cards list stub"))
        detail = CardDetailScreenStub()
        detail.screenResult = AnyView(Text("Card detail stub"))
        freeze = CardFreezeScreenStub()
        freeze.screenResult = AnyView(Text("Freeze stub"))
        Resolver.root = Resolver()
        Resolver.root.register(CardFreezeScreenProtocol.self) { [freeze] in freeze! }
        Resolver.root.register(CardsTabScreenProtocol.self) { [list] in list! }
        Resolver.root.register(CardDetailScreenProtocol.self) { [detail] in detail! }
        useCase = CardsTabUseCaseStub()
        sut = CardsTabCoordinatorImpl(useCase: useCase)
        await sut.start()
    }

    override func tearDown() async throws {
        Resolver.root = .main
    }

    private var shownText: String {
        ViewHost(size: TerminalSize(columns: 80, rows: 24)) {
            self.sut.visibleBody as? AnyView ?? AnyView(Text("no screen"))
        }.render().plainText
    }

    func testStartShowsTheCardsWiredToThisCoordinator() async {
        XCTAssertTrue(list.screenReceivedArguments.first?.coordinator === sut)
        XCTAssertTrue(shownText.contains("Cards list stub"))
    }

    func testTheListTheDetailAndTheFreezeSheetShareTheTabsUseCase() async {
        await sut.showCardDetail(cardId: "c1")
        await sut.showCardFreeze(cardId: "c1")

        XCTAssertTrue(list.screenReceivedArguments.first?.useCase === useCase)
        XCTAssertTrue(detail.screenReceivedArguments.first?.useCase === useCase, "a freeze shows at once on the detail")
        XCTAssertTrue(freeze.screenReceivedArguments.first?.useCase === useCase)
    }

    func testACardsDetailIsPushedForThatCardAndClosingGoesBack() async {
        await sut.showCardDetail(cardId: "c7")
        XCTAssertEqual(detail.screenReceivedArguments.first?.cardId, "c7")
        XCTAssertTrue(shownText.contains("Card detail stub"))

        await sut.closeCardDetailScreen()
        XCTAssertTrue(shownText.contains("Cards list stub"))
    }

    func testTheFreezeConfirmationIsASheetOverTheCardAndClosingRemovesIt() async {
        await sut.showCardDetail(cardId: "c7")
        await sut.showCardFreeze(cardId: "c7")

        XCTAssertEqual(freeze.screenReceivedArguments.first?.cardId, "c7")
        XCTAssertEqual(sut.visibleLayers.map(\.presentationStyle), [.push, .sheet])
        XCTAssertTrue(sut.visibleLayers.last?.isOverlay == true, "the card stays visible around the sheet")

        await sut.closeCardFreezeScreen()
        XCTAssertEqual(sut.visibleLayers.map(\.presentationStyle), [.push])
        XCTAssertTrue(shownText.contains("Card detail stub"))
    }
}
