import GatewayContract
import GatewayCore

/// The `/v1/cards` routes: list, show, freeze and unfreeze the signed-in user's cards.
struct CardsController: Sendable {
    let service: CardService

    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/cards", authenticated: true) { _, context in
            ContractResponse(Operations.ListCards.Output.Ok.Body.JsonPayload(
                payload: try await service.cards(of: try context.requireUserID()).map(Components.Schemas.Card.init)
            ))
        }
        routes.add(.get, "/v1/cards/{id}", authenticated: true) { _, context in
            let card = try await service.card(try context.parameters.require("id"), of: try context.requireUserID())
            return ContractResponse(Components.Responses.Card.Body.JsonPayload(payload: .init(card)))
        }
        for (action, frozen) in [("freeze", true), ("unfreeze", false)] {
            routes.add(.post, "/v1/cards/{id}/\(action)", authenticated: true) { _, context in
                let card = try await service.setFrozen(
                    frozen,
                    card: try context.parameters.require("id"),
                    of: try context.requireUserID()
                )
                return ContractResponse(Components.Responses.Card.Body.JsonPayload(payload: .init(card)))
            }
        }
    }
}
