// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

@testable import NotificationsScreenImpl
import Foundation
import Localization
import NotificationManagerUseCaseAPI
import NotificationManagerUseCaseAPITestDoubles
import NotificationsScreenAPI
import NotificationsScreenAPITestDoubles
import SettingsUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

private typealias State = NotificationsScreenViewModel.State
private typealias Snapshot = NotificationManagerUseCaseNameSpace.Snapshot

/// 2027-01-15 12:00:00 UTC: the same day in every time zone from UTC-11 to UTC+11.
private let noon = Date(timeIntervalSince1970: 1_800_014_400)

/// The view model's state for each action and each published snapshot, compared whole, and
/// the screen at 80×24 in its loading, error, empty and content states, in each language.
@MainActor
final class NotificationsScreenViewModelTests: XCTestCase {
    private var useCase: NotificationManagerUseCaseStub!
    private var coordinator: NotificationsScreenCoordinatorStub!
    private var sut: NotificationsScreenViewModel!
    private var settings: SettingsUseCaseStub!

    private let notifications: [NotificationManagerUseCaseNameSpace.Notification] = [
        .init(id: "n1", message: .salaryReceived(.init(minorUnits: 348_000, currency: "EUR"), from: "Acme Ltd"), createdAt: noon, isRead: false),
        .init(id: "n2", message: .cardPaid(.init(minorUnits: 4_290, currency: "EUR"), at: "Corner Shop"), createdAt: noon.addingTimeInterval(-86_400), isRead: false),
        .init(id: "n3", message: .statementReady, createdAt: noon.addingTimeInterval(-9 * 86_400), isRead: true),
    ]

    private let rows: [State.Row] = [
        .init(id: "n1", line: "● Jan 15  Salary received · Your salary of 3,480.00 EUR from Acme Ltd has arrived.",
              title: "Salary received", date: "Jan 15, 2027", body: "Your salary of 3,480.00 EUR from Acme Ltd has arrived."),
        .init(id: "n2", line: "● Jan 14  Card payment · You paid 42.90 EUR at Corner Shop with your card.",
              title: "Card payment", date: "Jan 14, 2027", body: "You paid 42.90 EUR at Corner Shop with your card."),
        .init(id: "n3", line: "  Jan 6   Monthly statement · Your statement for last month is ready.",
              title: "Monthly statement", date: "Jan 6, 2027", body: "Your statement for last month is ready.", isRead: true),
    ]

    override func setUp() async throws {
        useCase = NotificationManagerUseCaseStub()
        coordinator = NotificationsScreenCoordinatorStub()
        settings = SettingsUseCaseStub()
        sut = makeViewModel()
    }

    private func makeViewModel() -> NotificationsScreenViewModel {
        NotificationsScreenViewModel(dependencies: NotificationsScreenDependencies(coordinator: coordinator), useCase: useCase, settings: settings)
    }

    private func makeHost() -> ViewHost {
        let viewModel: NotificationsScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: 80, rows: 24)) { AnyView(NotificationsScreenView(viewModel: viewModel)) }
    }

    // MARK: - State

    func testTheViewModelAndItsSubscriptionsEndWithItsScreen() async {
        await assertReleased {
            let host = makeHost()
            _ = host.render()
            let viewModel: NotificationsScreenViewModel = sut
            settings.statePublisherSubject.send(.init(hidesBalances: true))
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
            _ = host.render()
            sut = nil
            return viewModel
        }
    }

    func testStartsLoading() async {
        XCTAssertEqual(sut.state, State())
    }

    func testEachNotificationIsOneLineWithADotWhileUnread() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
        XCTAssertEqual(sut.state.selectedRow, rows[0])
    }

    func testHiddenBalancesMaskEveryAmountInTheNotifications() async {
        settings.statePublisherSubject.send(.init(hidesBalances: true))
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        XCTAssertEqual(sut.state.rows[0].line, "● Jan 15  Salary received · Your salary of ••••• EUR from Acme Ltd has arrived.")
        XCTAssertEqual(sut.state.rows[1].body, "You paid ••••• EUR at Corner Shop with your card.")
        XCTAssertEqual(sut.state.rows[2], rows[2])

        settings.statePublisherSubject.send(.init(hidesBalances: false))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testEveryMessageIsWordedFromItsFacts() async {
        let euros = NotificationManagerUseCaseNameSpace.Money(minorUnits: 2_500, currency: "EUR")
        let cases: [(NotificationManagerUseCaseNameSpace.Message, String, String)] = [
            (.moneyReceived(euros, from: "Ada", reference: "Dinner"), "Money received", "Ada sent you 25.00 EUR: Dinner."),
            (.moneyReceived(euros, from: "Ada", reference: nil), "Money received", "Ada sent you 25.00 EUR."),
            (.newSignIn, "New sign-in", "Your account was unlocked on a new device. Was it you?"),
            (.welcome, "Welcome to PayRed", "Your wallet is ready. Save the people you pay in Menu → Payees to pay them faster."),
            (.text(title: "Old", body: "Paid 1,234.50 EUR."), "Old", "Paid 1,234.50 EUR."),
            (.other, "Notification", "This version of PayRed cannot show this notification. Update PayRed to read it."),
        ]
        for (message, title, body) in cases {
            let words = NotificationsScreenViewModel.words(for: message, masked: false)
            XCTAssertEqual(words.title, title)
            XCTAssertEqual(words.body, body)
        }
        XCTAssertEqual(NotificationsScreenViewModel.words(for: .text(title: "Old", body: "Paid 1,234.50 EUR."), masked: true).body, "Paid ••••• EUR.")
    }

    func testMessagesAreWordedInGermanWithGermanAmounts() async {
        Language.current = .german
        defer { Language.current = .english }
        let words = NotificationsScreenViewModel.words(for: .cardPaid(.init(minorUnits: 123_450, currency: "EUR"), at: "Bäckerei"), masked: false)

        XCTAssertEqual(words.title, "Kartenzahlung")
        XCTAssertEqual(words.body, "Du hast 1.234,50 EUR bei Bäckerei mit der Karte bezahlt.")
    }

    func testTheTitleCountsTheUnread() async {
        useCase.statePublisherSubject.send(Snapshot(unreadCount: 2))
        XCTAssertEqual(sut.state, State(title: "Notifications · 2 unread"))

        useCase.statePublisherSubject.send(Snapshot(unreadCount: 0))
        XCTAssertEqual(sut.state, State(title: "Notifications"))
    }

    func testNoNotificationsIsAnEmptyList() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded([])))
        XCTAssertEqual(sut.state, State(content: .loaded([])))
    }

    func testAFailedLoadIsExplained() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .error(.networkUnavailable)))
        XCTAssertEqual(sut.state, State(content: .error("PayRed can't reach its server. Check your connection and retry.")))

        useCase.statePublisherSubject.send(Snapshot(notifications: .error(.unavailable)))
        XCTAssertEqual(sut.state, State(content: .error("Your notifications could not be loaded. Please retry.")))
    }

    func testAFailedRefreshKeepsTheListUnderOneLine() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications), refreshFailure: .networkUnavailable))
        XCTAssertEqual(sut.state, State(content: .loaded(rows), offlineNotice: "Offline: showing what was loaded before. r: retry"))

        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testSelectingMovesWithinTheList() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))

        await sut.send(.select(2))
        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 2))

        await sut.send(.select(7))
        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 2), "kept in the list")
    }

    func testTheSelectionStaysOnItsNotificationWhenANewerOneArrives() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(Array(notifications.dropFirst()))))
        await sut.send(.select(1))
        XCTAssertEqual(sut.state.selectedRow?.id, "n3")

        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))

        XCTAssertEqual(sut.state, State(content: .loaded(rows), selection: 2))
    }

    func testEnterMarksTheSelectedNotificationRead() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))

        await sut.send(.open(1))

        XCTAssertEqual(useCase.markReadReceivedArguments, ["n2"])
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
        XCTAssertFalse(coordinator.openCalled, "a notification without a link opens nothing")
    }

    func testEnterOnANotificationWithALinkMarksItReadAndOpensWhatItTellsOf() async {
        let salary = NotificationManagerUseCaseNameSpace.Notification(
            id: "n1", message: .salaryReceived(.init(minorUnits: 348_000, currency: "EUR"), from: "Acme Ltd"), createdAt: noon, isRead: false, link: "payred://transactions/42"
        )
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded([salary])))
        XCTAssertEqual(sut.state.rows.first?.link, "payred://transactions/42")
        XCTAssertTrue(makeHost().render().plainText.contains("Enter: open"), "the footer says what Enter does here")

        await sut.send(.open(0))

        XCTAssertEqual(useCase.markReadReceivedArguments, ["n1"])
        XCTAssertEqual(coordinator.openReceivedArguments, ["payred://transactions/42"])
    }

    func testAMarkThatFailedIsExplainedUntilAnotherIsOpened() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        useCase.markReadResult = .failure(.networkUnavailable)
        await sut.send(.open(0))
        XCTAssertEqual(sut.state, State(
            content: .loaded(rows),
            notice: "PayRed can't reach its server. The notification stays unread."
        ))

        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        XCTAssertEqual(sut.state.notice, "PayRed can't reach its server. The notification stays unread.", "a new list keeps it")

        useCase.markReadResult = .success(())
        await sut.send(.open(1))
        XCTAssertEqual(sut.state, State(content: .loaded(rows)))
    }

    func testMarkReadOutsideTheListSendsNothing() async {
        await sut.send(.open(0))
        XCTAssertFalse(useCase.markReadCalled)
    }

    func testRefreshAsksTheUseCase() async {
        await sut.send(.refresh)
        XCTAssertEqual(useCase.refreshCallCount, 1)
    }

    func testCloseLeavesThroughTheCoordinator() async {
        await sut.send(.close)

        XCTAssertEqual(coordinator.closeNotificationsScreenCallCount, 1)
        XCTAssertEqual(sut.state, State())
    }

    func testEveryMarkFailureIsExplained() async {
        XCTAssertEqual(NotificationsScreenViewModel.markReadText(for: .notificationNotFound), "This notification is no longer listed.")
        XCTAssertEqual(NotificationsScreenViewModel.markReadText(for: .markReadRefused),
                       "The notification could not be marked read. Please try again.")
        XCTAssertEqual(NotificationsScreenViewModel.markReadText(for: .sessionExpired), "Your session has ended. Sign in again.")
    }

    // MARK: - Snapshots

    func testSnapshotLoading() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            assertSnapshot(of: makeHost(), as: .terminal, named: named("loading"))
        }
    }

    func testSnapshotContent() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications), unreadCount: 2))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-two-unread"))
        }
    }

    func testSnapshotContentOnAReadNotificationOffersNoEnter() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications), unreadCount: 2))
            await sut.send(.select(2))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-read-selected"))
        }
    }

    func testSnapshotContentWithAFailedMark() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications), unreadCount: 2))
            useCase.markReadResult = .failure(.markReadRefused)
            await sut.send(.open(0))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-mark-read-failed"))
        }
    }

    func testSnapshotContentOffline() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications), unreadCount: 2, refreshFailure: .networkUnavailable))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-offline"))
        }
    }

    func testSnapshotContentWithHiddenBalances() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            settings.statePublisherSubject.send(.init(hidesBalances: true))
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("content-balances-hidden"))
        }
    }

    func testSnapshotEmpty() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .loaded([])))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("empty-no-notifications"))
        }
    }

    func testSnapshotError() async {
        await forEachLanguage { named in
            sut = makeViewModel()
            useCase.statePublisherSubject.send(Snapshot(notifications: .error(.sessionExpired)))
            assertSnapshot(of: makeHost(), as: .terminal, named: named("error-session-expired-with-retry"))
        }
    }

    // MARK: - Keys

    func testDownThenEnterMarksTheNextNotificationRead() async {
        useCase.statePublisherSubject.send(Snapshot(notifications: .loaded(notifications)))
        let gate = RequestGate()
        useCase.onMarkRead = { _ in await gate.pass() }
        let host = makeHost()

        host.press(.down, .enter)
        await gate.waitUntilEntered()

        XCTAssertEqual(sut.state.selectedRow?.id, "n2")
        XCTAssertEqual(useCase.markReadReceivedArguments, ["n2"])
        gate.open()
    }

    func testEscGoesBack() async {
        let gate = RequestGate()
        coordinator.onCloseNotificationsScreen = { await gate.pass() }

        makeHost().press(.escape)
        await gate.waitUntilEntered()

        XCTAssertEqual(coordinator.closeNotificationsScreenCallCount, 1)
        gate.open()
    }
}
