import CardDetailScreenAPI
import CardFreezeScreenAPI
import CardsTabCoordinatorAPI
import CardsTabScreenAPI
import CardsTabUseCaseAPI
import Resolver
import SUICoordinator
import TerminalUI

/// Runs the Cards tab's flow (blueprint §4.6.4): the list, a card's detail, and the freeze
/// confirmation as a `.sheet` over it.
///
/// The three screens share one CardsTabUseCase: a freeze shows at once on the detail and the
/// list. The coordinator holds it for as long as the tab runs and hands it to each.
@MainActor
public final class CardsTabCoordinatorImpl: Coordinator<CardsTabRoutes> {
    private let useCase: any CardsTabUseCaseProtocol

    /// Resolves the flow's use case from the container (the registrar's path).
    public convenience override init() {
        self.init(useCase: Resolver.resolve(CardsTabUseCaseProtocol.self))
    }

    /// Runs the flow over `useCase`.
    public init(useCase: any CardsTabUseCaseProtocol) {
        self.useCase = useCase
        super.init()
    }

    public override func start() async {
        @LazyInjected var cardsTabScreen: CardsTabScreenProtocol
        await startFlow(route: .cardsTabScreen(cardsTabScreen.screen(dependencies: CardsTabScreenDependencies(coordinator: self, useCase: useCase))))
    }
}

// MARK: - CardsTabCoordinatorProtocol

extension CardsTabCoordinatorImpl: CardsTabCoordinatorProtocol {
    public func showCard(id: String) async {
        await router.popToRoot(animated: false)
        await showCardDetail(cardId: id)
    }
}

// MARK: - CardsTabScreenCoordinatorProtocol

extension CardsTabCoordinatorImpl: CardsTabScreenCoordinatorProtocol {
    public func showCardDetail(cardId: String) async {
        @LazyInjected var cardDetailScreen: CardDetailScreenProtocol
        let dependencies = CardDetailScreenDependencies(coordinator: self, useCase: useCase, cardId: cardId)
        await router.navigate(toRoute: .cardDetailScreen(cardDetailScreen.screen(dependencies: dependencies)))
    }
}

// MARK: - CardDetailScreenCoordinatorProtocol

extension CardsTabCoordinatorImpl: CardDetailScreenCoordinatorProtocol {
    public func showCardFreeze(cardId: String) async {
        @LazyInjected var cardFreezeScreen: CardFreezeScreenProtocol
        let dependencies = CardFreezeScreenDependencies(coordinator: self, useCase: useCase, cardId: cardId)
        await router.navigate(toRoute: .cardFreezeScreen(cardFreezeScreen.screen(dependencies: dependencies)))
    }

    public func closeCardDetailScreen() async {
        await router.pop()
    }
}

// MARK: - CardFreezeScreenCoordinatorProtocol

extension CardsTabCoordinatorImpl: CardFreezeScreenCoordinatorProtocol {
    public func closeCardFreezeScreen() async {
        await router.dismiss()
    }
}
