import TerminalUI

extension DemoJourney {
    /// The demo user's signed-in app: Home, a card frozen and unfrozen, and the history paged,
    /// searched and filtered to one account.
    @MainActor
    func playTabs(on host: ViewHost) async throws {
        try await signIn(on: host, email: "demo@payred.app")
        try await waitFor(.line("Enter your PIN"), on: host)
        host.type("123456")
        host.send(.enter)
        try await waitFor(.line("Latest transactions"), on: host)
        try await waitFor(.line("Latest transactions"), showing: "▀", on: host)
        show(host, "12. Home: the total, the accounts, the latest transactions, the favourites' pictures")

        host.send(.character("2"))
        try await waitFor(.line("Cards"), showing: "Everyday card", on: host)
        show(host, "13. Cards (key 2): masked numbers, linked account, status")
        host.focus(labelMatching: { $0.hasPrefix("Everyday card") })
        host.send(.enter)
        try await waitFor(.control("Freeze card"), on: host)
        host.focus(label: "Freeze card")
        host.send(.enter)
        try await waitFor(.line("Freeze Everyday card?"), on: host)
        show(host, "14. A card's detail; Freeze asks first, in a sheet over the card (on Cancel)")
        host.focus(label: "Freeze")
        host.send(.enter)
        try await waitWhile("Freeze Everyday card?", on: host)
        try await waitFor(.control("Unfreeze card"), on: host)
        show(host, "15. Frozen: the change showed at once and the gateway confirmed it")
        host.focus(label: "Unfreeze card")
        host.send(.enter)
        try await waitFor(.line("Unfreeze Everyday card?"), on: host)
        host.focus(label: "Unfreeze")
        host.send(.enter)
        try await waitWhile("Unfreeze Everyday card?", on: host)
        try await waitFor(.control("Freeze card"), on: host)

        host.send(.function(3))
        try await waitFor(.control("Search transactions"), showing: "1 of 30+", on: host)
        show(host, "16. Transactions (F3): the newest 30, from the gateway")
        host.focus(label: "Transactions")
        host.send(.end)
        try await waitFor(.control("Search transactions"), showing: "30 of 60+", on: host)
        show(host, "17. End in the list: the second page loaded before the selection reached the end")
        host.focus(label: "Search transactions")
        host.type("lunch")
        host.send(.enter)
        try await waitFor(.control("Search transactions"), showing: "Lunch", on: host)
        show(host, "18. Search for lunch, answered by the gateway")

        host.send(.function(1))
        try await waitFor(.line("Latest transactions"), on: host)
        host.focus(labelMatching: { $0.hasPrefix("Savings") })
        host.send(.enter)
        try await waitFor(.control("Show all accounts"), showing: "Account: Savings", on: host)
        show(host, "19. An account on Home opens its own history in the Transactions tab")
    }
}
