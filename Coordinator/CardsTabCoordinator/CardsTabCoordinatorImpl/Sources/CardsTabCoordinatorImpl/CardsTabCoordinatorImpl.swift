import CardDetailScreenAPI
import CardFreezeScreenAPI
import CardsTabCoordinatorAPI
import CardsTabScreenAPI
import Resolver
import SUICoordinator
import TerminalUI

/// Runs the Cards tab's flow (blueprint §4.6.4): the list, a card's detail, and the freeze
/// confirmation as a `.sheet` over it.
@MainActor
public final class CardsTabCoordinatorImpl: Coordinator<CardsTabRoutes> {
    public override init() {
        super.init()
    }

    public override func start() async {
        @LazyInjected var cardsTabScreen: CardsTabScreenProtocol
        await startFlow(route: .cardsTabScreen(cardsTabScreen.screen(dependencies: CardsTabScreenDependencies(coordinator: self))))
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
        let dependencies = CardDetailScreenDependencies(coordinator: self, cardId: cardId)
        await router.navigate(toRoute: .cardDetailScreen(cardDetailScreen.screen(dependencies: dependencies)))
    }
}

// MARK: - CardDetailScreenCoordinatorProtocol

extension CardsTabCoordinatorImpl: CardDetailScreenCoordinatorProtocol {
    public func showCardFreeze(cardId: String) async {
        @LazyInjected var cardFreezeScreen: CardFreezeScreenProtocol
        let dependencies = CardFreezeScreenDependencies(coordinator: self, cardId: cardId)
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
