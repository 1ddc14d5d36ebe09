import TerminalUI

extension DemoJourney {
    /// The demo user's money and Menu: a transfer whose response is lost on the way back, then
    /// retried without sending twice; a payee added and deleted; the profile; a PIN change; and the
    /// notifications, read one by one.
    @MainActor
    func playMoneyAndMenu(on host: ViewHost, link: DemoLink?) async throws {
        host.send(.function(4))
        try await waitFor(.line("New transfer"), on: host)
        host.focus(label: "To")
        host.send(.enter)
        host.focus(label: "e.g. 12.50")
        host.type("25.00")
        host.focus(label: "optional")
        host.type("Dinner")
        try await waitFor(.line("New transfer"), showing: "(•) Maria Schmidt", on: host)
        show(host, "20. Transfer (F4): from the main account to a saved payee, 25.00 EUR, checked as typed")
        host.focus(label: "Review")
        host.send(.enter)
        try await waitFor(.line("Review transfer"), on: host)
        show(host, "21. The review shows everything before anything is sent")

        link?.cutNextTransferResponse()
        host.focus(label: "Confirm")
        host.send(.enter)
        try await waitFor(.line("PayRed couldn't reach its server, so the transfer may not have been made."), on: host)
        show(host, "22. The connection dropped after the gateway took the transfer: nothing says it was sent")
        host.focus(label: "Retry")
        host.send(.enter)
        try await waitFor(.line("Sent"), on: host)
        show(host, "23. Retry sends the same transfer with the same key: the gateway answers with the one it made")
        host.focus(label: "Done")
        host.send(.enter)
        host.send(.function(1))
        try await waitFor(.line("Latest transactions"), showing: "Maria Schmidt · Dinner", on: host)
        show(host, "24. Home reloaded at once: the 25.00 EUR left the account once, not twice")

        host.send(.function(5))
        try await waitFor(.control("Change PIN"), on: host)
        show(host, "25. Menu (F5): the unread notifications counted on the tab and in the menu")
        try await playPayees(on: host)
        try await playProfileAndPinChange(on: host)
        try await playNotifications(on: host)
    }

    /// After a relaunch announcing a newer version: the PIN changed in the Menu unlocks, the update
    /// is offered in a sheet, and Log out in the Menu asks first, then ends at Login.
    @MainActor
    func playUpdateOfferAndLogout(on host: ViewHost) async throws {
        try await waitFor(.line("Enter your PIN"), on: host)
        host.type(Self.changedPin)
        host.send(.enter)
        try await waitFor(.line("Update available"), on: host)
        show(host, "33. Relaunched against a gateway announcing 1.1.0: the new PIN unlocks, the update is offered")
        host.send(.escape)
        try await waitWhile("Update available", on: host)
        host.send(.function(5))
        try await waitFor(.control("Change PIN"), showing: "1.1.0 available", on: host)
        host.focus(label: "Log out")
        host.send(.enter)
        try await waitFor(.line("Log out?"), on: host)
        show(host, "34. Later closes the offer; the Menu still shows it. Log out asks first, on Cancel")
        host.focus(label: "Log out")
        host.send(.enter)
        try await waitFor(.control("Email address"), on: host)
        show(host, "35. Logged out: Login, with nothing of the session left")
    }

    /// Moves a list's selection (the row marked `>`) down to the first row showing `title`.
    @MainActor
    private func selectRow(titled title: String, on host: ViewHost) throws {
        func selected() -> Bool {
            host.render().plainText.split(separator: "\n").contains { $0.contains("> ") && $0.contains(title) }
        }
        for _ in 0..<20 where !selected() {
            host.send(.down)
        }
        guard selected() else { throw DemoError.noRow(title) }
    }

    /// The PIN the demo user changes to in the Menu.
    static let changedPin = "480916"

    @MainActor
    private func playPayees(on host: ViewHost) async throws {
        host.focus(label: "Payees")
        host.send(.enter)
        try await waitFor(.line("Payees"), showing: "Daan de Vries", on: host)
        host.send(.character("a"))
        try await waitFor(.line("Add a payee"), on: host)
        host.focus(label: "Name")
        host.type("Mum")
        host.focus(labelMatching: { $0.hasPrefix("IBAN") })
        host.type("DE89 3704 0044 0532 0130 00")
        show(host, "26. Payees: a shows Add in a sheet; the name and IBAN are checked before saving")
        host.focus(label: "Save")
        host.send(.enter)
        try await waitFor(.line("Payees"), showing: "Mum", on: host)
        try await waitWhile("Add a payee", on: host)
        host.focus(label: "Payees")
        host.send(.end)
        host.send(.character("d"))
        try await waitFor(.line("Delete Mum?"), on: host)
        show(host, "27. Saved and listed; d asks before deleting, on Cancel")
        host.focus(label: "Delete")
        host.send(.enter)
        try await waitWhile("Mum", on: host)
        host.send(.escape)
        try await waitFor(.control("Change PIN"), on: host)
    }

    @MainActor
    private func playProfileAndPinChange(on host: ViewHost) async throws {
        host.focus(label: "Profile")
        host.send(.enter)
        try await waitFor(.line("Favourites"), on: host)
        try await waitFor(.line("Favourites"), showing: "▀", on: host)
        show(host, "28. Profile: name, email, picture and the favourites, through the image cache")
        host.send(.escape)
        try await waitFor(.control("Change PIN"), on: host)

        host.focus(label: "Change PIN")
        host.send(.enter)
        try await waitFor(.line("Change your PIN"), on: host)
        host.focus(label: "Current PIN")
        host.type("123456")
        host.focus(label: "New PIN")
        host.type(Self.changedPin)
        host.focus(label: "New PIN again")
        host.type(Self.changedPin)
        host.focus(label: "Change")
        host.send(.enter)
        try await waitFor(.line("Your PIN was changed."), on: host)
        show(host, "29. Change PIN: the current one, then the new one twice; the gateway took it")
        try await waitFor(.control("Notifications (4 unread)"), on: host)
    }

    @MainActor
    private func playNotifications(on host: ViewHost) async throws {
        host.focus(labelMatching: { $0.hasPrefix("Notifications") })
        host.send(.enter)
        try await waitFor(.line("Notifications · 4 unread"), on: host)
        show(host, "30. Notifications, newest first; the unread ones are marked")
        // The card payment's notice tells of a transaction; where it stands depends on the hour the
        // demo's own sign-in notice was made, so the selection moves to it by its title.
        try selectRow(titled: "Card payment", on: host)
        host.send(.enter)
        try await waitFor(.control("Back to transactions"), showing: "Transaction   ", on: host)
        try await waitFor(.control("Back to transactions"), showing: "Menu (3)", on: host)
        show(host, "31. Enter marks it read and opens the transaction it tells of; the Menu's badge follows")
        host.send(.function(5))
        try await waitFor(.line("Notifications · 3 unread"), on: host)
        show(host, "32. Back on the Menu tab, the notifications are where they were. Now quit")
    }
}
