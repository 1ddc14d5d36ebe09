import GatewayCore
import Hummingbird

/// `GET /v1/profile`: the signed-in user's names, email, picture and favourites.
struct ProfileController: Sendable {
    let database: GatewayDatabase

    /// Adds the route.
    func register(on routes: GatewayRoutes) {
        routes.add(.get, "/v1/profile", authenticated: true) { _, context in
            try await profile(userID: context.requireUserID())
        }
    }

    private func profile(userID: Int64) async throws -> PayloadEnvelope<ProfilePayload> {
        let (user, favourites) = try await database.store.read { session in
            (try ProfileUserRecord.find(userID, in: session), try FavouriteRecord.all(of: userID, in: session))
        }
        // A session outliving its user cannot happen (sessions cascade), but would not be a 500.
        guard let user else { throw GatewayError.unauthorized }
        return PayloadEnvelope(ProfilePayload(user: user, favourites: favourites))
    }
}
