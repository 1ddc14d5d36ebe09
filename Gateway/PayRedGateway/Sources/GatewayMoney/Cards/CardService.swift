import Foundation
import GatewayCore
import GRDB

/// Reads a user's cards and freezes or unfreezes them.
struct CardService: Sendable {
    let database: GatewayDatabase
    let now: @Sendable () -> Date

    /// The user's cards, oldest first.
    func cards(of userID: Int64) async throws -> [CardRecord] {
        try await database.writer.read { db in try CardRecord.owned(by: userID).fetchAll(db) }
    }

    /// The user's card `id`.
    /// - Throws: 404 `card_not_found` when the user has no such card.
    func card(_ id: String, of userID: Int64) async throws -> CardRecord {
        try await database.writer.read { db in try Self.fetchCard(id, of: userID, in: db) }
    }

    /// Sets whether the user's card `id` is frozen, and tells the user's apps; doing it twice
    /// changes nothing more.
    /// - Throws: 404 `card_not_found` when the user has no such card.
    func setFrozen(_ frozen: Bool, card id: String, of userID: Int64) async throws -> CardRecord {
        let instant = now()
        return try await database.writer.write { db in
            var card = try Self.fetchCard(id, of: userID, in: db)
            if card.frozen != frozen {
                card.frozen = frozen
                try card.update(db, columns: ["frozen"])
                try UserEventLog.append(.cardChanged(cardId: card.id, frozen: frozen), for: userID, at: instant, in: db.sqlSession)
            }
            return card
        }
    }

    private static func fetchCard(_ id: String, of userID: Int64, in db: Database) throws -> CardRecord {
        guard let card = try CardRecord.owned(by: userID).filter(key: id).fetchOne(db) else {
            throw GatewayError.notFound("card_not_found", "There is no card with that id.")
        }
        return card
    }
}
