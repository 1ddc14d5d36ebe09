import Foundation
import GatewayCore

/// Reads a user's cards and freezes or unfreezes them.
struct CardService: Sendable {
    let database: GatewayDatabase
    let now: @Sendable () -> Date

    /// The user's cards, oldest first.
    func cards(of userID: Int64) async throws -> [CardRecord] {
        try await database.store.read { session in try CardRecord.owned(by: userID, in: session) }
    }

    /// The user's card `id`.
    /// - Throws: 404 `card_not_found` when the user has no such card.
    func card(_ id: String, of userID: Int64) async throws -> CardRecord {
        try await database.store.read { session in try Self.fetchCard(id, of: userID, in: session) }
    }

    /// Sets whether the user's card `id` is frozen, and tells the user's apps; doing it twice
    /// changes nothing more.
    /// - Throws: 404 `card_not_found` when the user has no such card.
    func setFrozen(_ frozen: Bool, card id: String, of userID: Int64) async throws -> CardRecord {
        let instant = now()
        return try await database.store.write { session in
            var card = try Self.fetchCard(id, of: userID, in: session)
            if card.frozen != frozen {
                card.frozen = frozen
                try session.execute("UPDATE card SET frozen = \(frozen) WHERE id = \(card.id)")
                try UserEventLog.append(.cardChanged(cardId: card.id, frozen: frozen), for: userID, at: instant, in: session)
            }
            return card
        }
    }

    private static func fetchCard(_ id: String, of userID: Int64, in session: any SQLSession) throws -> CardRecord {
        guard let card = try CardRecord.owned(id, by: userID, in: session) else {
            throw GatewayError.notFound("card_not_found", "There is no card with that id.")
        }
        return card
    }
}
