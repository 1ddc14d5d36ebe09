import Foundation
import HomeTabUseCaseAPI
import ImageCacheAPI

/// A signed-in user's overview as the use case publishes it.
enum HomeTabFixture {
    typealias NameSpace = HomeTabUseCaseNameSpace

    /// 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static let content = NameSpace.LoadResult(
        firstName: "Ana",
        lastName: "Lopez",
        email: "ana@payred.app",
        favourites: [
            .init(id: 1, name: "Ben Carter", imageURL: URL(string: "http://127.0.0.1:8080/v1/images/ben.png")),
            .init(id: 2, name: "Chloe Dubois", imageURL: nil),
        ],
        accounts: [
            .init(id: "acc-1", name: "Everyday", iban: "NL91ABNA0417164300", balance: .init(minorUnits: 123_456, currency: "EUR")),
            .init(id: "acc-2", name: "Savings", iban: "NL39RABO0300065264", balance: .init(minorUnits: 1_000_000, currency: "EUR")),
        ],
        latestTransactions: [
            transaction("t1", amount: -350, counterparty: "Coffee Corner", description: "Flat white", hoursAgo: 1),
            transaction("t2", amount: 250_000, counterparty: "Acme Ltd", description: "Salary", hoursAgo: 30),
            transaction("t3", amount: -4_599, counterparty: "", description: "Card fee", hoursAgo: 60),
        ]
    )

    static func overview() -> NameSpace.Overview {
        NameSpace.Overview(content: content, totals: [.init(minorUnits: 1_123_456, currency: "EUR")])
    }

    /// A 2×2 picture: red, green / blue, white.
    static let picture = ImageCacheNameSpace.Image(width: 2, height: 2, rgba: [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
    ])

    /// A new user's overview: no name, no accounts, no transactions.
    static let emptyOverview = NameSpace.Overview(
        content: .init(firstName: "", lastName: "", email: "new@payred.app"),
        totals: []
    )

    private static func transaction(_ id: String, amount: Int64, counterparty: String, description: String, hoursAgo: Double) -> NameSpace.Transaction {
        .init(
            id: id,
            accountId: "acc-1",
            amount: .init(minorUnits: amount, currency: "EUR"),
            description: description,
            counterpartyName: counterparty,
            createdAt: now.addingTimeInterval(-hoursAgo * 3600)
        )
    }
}
