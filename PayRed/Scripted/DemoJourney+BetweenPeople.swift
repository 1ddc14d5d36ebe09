import Foundation
import Logging
import PayRedDI
import PayRedGateway
import PayRedLaunch
import TerminalUI

extension DemoJourney {
    /// Bea, a second person, on the demo user's gateway: she registers and has her own account;
    /// the demo user pays her from their phone and her app shows it live; she requests money back
    /// with a link and a QR code; the demo user's app opens the link through `payred open`'s
    /// socket, stops at Review, and sends it once on Confirm. The gateway's ledger check ends it.
    @MainActor
    func playBetweenPeople(demoUserDirectory: URL) async throws {
        let inbox = DemoInbox()
        let databasePath = demoUserDirectory.appendingPathComponent("demo-gateway.sqlite").path
        // One gateway for both apps, outliving each: the one the demo user's launches used so far.
        let gateway = try await RunningGateway.start(
            GatewayConfiguration(
                database: .sqliteFile(path: databasePath),
                demo: true,
                mailObserver: { mail in Task { @MainActor in inbox.receive(code: mail.code, for: mail.email) } },
                latestVersion: PayRedConfiguration.releasedVersion,
                minimumVersion: PayRedConfiguration.releasedVersion
            ),
            logger: Logger(label: "payred.demo-gateway") { _ in SwiftLogNoOpLogHandler() }
        )
        let beasDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("payred-demo-bea-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: beasDirectory) }
        do {
            var request: String?
            try await launch(over: beasDirectory, gatewayURL: gateway.baseURL, size: Self.requestSize) { host, _ in
                request = try await playBea(on: host, inbox: inbox, gateway: gateway.baseURL)
            }
            guard let request else { throw DemoError.noRequestLink }
            try await launch(over: demoUserDirectory, gatewayURL: gateway.baseURL) { host, environment in
                try await playPaying(request, on: host, environment: environment, directory: demoUserDirectory)
            }
        } catch {
            await gateway.stop()
            throw error
        }
        await gateway.stop()
        let report = try await LedgerVerification.run(.sqliteFile(path: databasePath), logger: Logger(label: "payred.demo"))
        write("── 42. The gateway's ledger check (payred-gateway --verify-ledger) " + String(repeating: "─", count: 12) + "\n")
        write(LedgerVerification.text(of: report))
        guard report.holds else { throw DemoError.ledgerDoesNotHold }
    }

    /// A terminal tall enough for the request's QR code beside its link on one line.
    private static let requestSize = TerminalSize(columns: 140, rows: 45)

    /// Bea registers, is paid live, and requests money; returns the link her screen shows.
    @MainActor
    private func playBea(on host: ViewHost, inbox: DemoInbox, gateway: URL) async throws -> String {
        try await waitFor(.control("Email address"), on: host)
        try await signIn(on: host, email: "bea@payred.app")
        try await waitFor(.line("Verify your email"), on: host)
        guard let code = inbox.lastCode else { throw DemoError.noMail }
        host.type(code)
        try await waitFor(.line("Your name"), on: host)
        host.type("Bea")
        host.send(.tab)
        host.type("Kim")
        host.send(.enter)
        try await waitFor(.line("Create a PIN"), on: host)
        host.type("735194")
        host.send(.enter)
        try await waitFor(.line("Confirm your PIN"), on: host)
        host.type("735194")
        host.send(.enter)
        try await waitFor(.line("Latest transactions"), showing: "Welcome credit", on: host)
        show(host, "36. A second person, Bea Kim, registers in her own app with her name: the gateway opens her account, with its IBAN")
        guard let iban = host.render().plainText.firstMatch(of: /DE\d\d(?: \d{4}){4} \d\d/).map({ String($0.output) }) else {
            throw DemoError.noIBAN
        }

        let demoUser = try await ScriptedUser.unlock(on: gateway, email: "demo@payred.app", pin: Self.changedPin)
        try await demoUser.pay(2_500, to: iban.replacingOccurrences(of: " ", with: ""), reference: "Concert tickets", key: UUID().uuidString)
        try await waitFor(.line("Latest transactions"), showing: "+25.00 EUR from Demo User", on: host)
        try await waitFor(.line("Latest transactions"), showing: "Concert tickets", on: host)
        show(host, "37. The demo user pays Bea 25.00 EUR from their phone: her app shows it live, without a key")

        host.send(.function(5))
        try await waitFor(.control("Request money"), on: host)
        host.focus(label: "Request money")
        host.send(.enter)
        try await waitFor(.line("Request money"), showing: "Show request", on: host)
        host.focus(label: "optional, e.g. 25.00")
        host.type("12.50")
        host.focus(label: "optional")
        host.type("My ticket")
        host.focus(label: "Show request")
        host.send(.enter)
        try await waitFor(.line("Scan with a banking app, or send the link."), on: host)
        show(host, "38. Bea requests 12.50 EUR back: a payred:// link, and a GiroCode QR code that banking apps scan")
        guard let link = host.render().plainText.firstMatch(of: /payred:\/\/pay\?\S+/).map({ String($0.output) }) else {
            throw DemoError.noRequestLink
        }
        return link
    }

    /// The demo user's app gets `request` through the data directory's socket while signed out,
    /// opens it at Review after sign-in, and sends it on Confirm.
    @MainActor
    private func playPaying(_ request: String, on host: ViewHost, environment: AppEnvironment, directory: URL) async throws {
        try await waitFor(.control("Email address"), on: host)
        let coordinator = environment.coordinator
        let links = try await LinkSocket.listen(in: directory) { link in await coordinator.open(link: link) }
        defer { Task { await links.close(in: directory) } }
        let answer = await LinkSocket.send(request, in: directory) ?? "no app listened"
        show(host, "39. The demo user's app, signed out; `payred open <Bea's link>` answers \"\(answer)\"")

        try await signIn(on: host, email: "demo@payred.app")
        try await waitFor(.line("Enter your PIN"), on: host)
        host.type(Self.changedPin)
        host.send(.enter)
        try await waitFor(.line("Review transfer"), showing: "12.50 EUR", on: host)
        show(host, "40. After sign-in the link opens: the transfer filled in from it, stopped at Review")
        host.focus(label: "Confirm")
        host.send(.enter)
        try await waitFor(.line("Sent"), on: host)
        show(host, "41. Confirm sends it, once: Bea is paid. Now quit")
    }
}
