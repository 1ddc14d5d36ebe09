import GatewayContract
import GatewayCore
import Hummingbird

/// `GET /v1/profile`: the signed-in user's names, email, picture and favourites;
/// `PUT /v1/profile/name`: changes the name other people see.
struct ProfileController: Sendable {
    let database: GatewayDatabase

    /// Adds the route.
    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/profile", authenticated: true) { _, context in
            ContractResponse(Operations.GetProfile.Output.Ok.Body.JsonPayload(payload: try await profile(userID: context.requireUserID())))
        }
        routes.add(.put, "/v1/profile/name", authenticated: true) { request, context in
            let body = try await request.decodeBody(as: Components.Schemas.NameChangeRequest.self, context: context)
            let name = try PersonName.require(firstName: body.firstName, lastName: body.lastName)
            let userID = try context.requireUserID()
            try await database.store.write { session in
                try session.execute(#"UPDATE "user" SET firstName = \#(name.firstName), lastName = \#(name.lastName) WHERE id = \#(userID)"#)
            }
            return ContractResponse(Operations.ChangeName.Output.Ok.Body.JsonPayload(payload: try await profile(userID: userID)))
        }
    }

    private func profile(userID: Int64) async throws -> Components.Schemas.Profile {
        let (user, favourites) = try await database.store.read { session in
            (try ProfileUserRecord.find(userID, in: session), try FavouriteRecord.all(of: userID, in: session))
        }
        // A session outliving its user cannot happen (sessions cascade), but would not be a 500.
        guard let user else { throw GatewayError.unauthorized }
        return Components.Schemas.Profile(user: user, favourites: favourites)
    }
}
