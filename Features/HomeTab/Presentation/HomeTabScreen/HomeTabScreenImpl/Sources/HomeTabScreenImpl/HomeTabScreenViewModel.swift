import AuthenticationFlowUseCaseAPI
import Foundation
import HomeTabScreenAPI
import HomeTabUseCaseAPI
import IBANRule
import ImageCacheAPI
import Localization
import MoneyText
import Observation
import Reactive
import SettingsUseCaseAPI

/// The HomeTabScreen's interface adapter (blueprint §4.2, 001's MVI shape): turns the use case's
/// overview into text (amounts, masked when the settings hide balances; dates; errors), asks the
/// settings to hide or show amounts and the authentication flow to log out, and forwards
/// navigation to the coordinator. It holds no business rule: totals belong to the use case, the
/// preference to the settings.
@MainActor
@Observable
final class HomeTabScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: HomeTabScreenDependencies
    @ObservationIgnored private let useCase: any HomeTabUseCaseProtocol
    @ObservationIgnored private let settings: any SettingsUseCaseProtocol
    @ObservationIgnored private let authenticationFlow: any AuthenticationFlowUseCaseProtocol
    @ObservationIgnored private let imageCache: any ImageCacheProtocol
    /// The fetch of the favourites' pictures started by the last overview (awaited by tests).
    @ObservationIgnored private(set) var pendingPictures: Task<Void, Never>?
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The overview shown last, drawn again when the amounts are hidden or shown.
    @ObservationIgnored private var lastOverview: HomeTabUseCaseNameSpace.Overview?
    /// Puts text on the clipboard (the terminal's; tests record it).
    @ObservationIgnored private let copyToClipboard: @MainActor (String) -> Void

    init(
        dependencies: HomeTabScreenDependencies,
        useCase: any HomeTabUseCaseProtocol,
        settings: any SettingsUseCaseProtocol,
        authenticationFlow: any AuthenticationFlowUseCaseProtocol,
        imageCache: any ImageCacheProtocol,
        copyToClipboard: @escaping @MainActor (String) -> Void
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.settings = settings
        self.authenticationFlow = authenticationFlow
        self.imageCache = imageCache
        self.copyToClipboard = copyToClipboard
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once.
    func reduce(_ action: Action) {
        // The copied notice tells of the focused account's IBAN until the user does anything else.
        if action != .copyIBAN, action != .focusChanged(accountID: state.focusedAccountID) {
            state.copiedNotice = nil
        }
        switch action {
        case .askToLogout:
            state.isConfirmingLogout = true
            state.logoutFailure = nil
        case .confirmLogout, .cancelLogout: state.isConfirmingLogout = false
        case .focusChanged(let accountID): state.focusedAccountID = accountID
        case .copyIBAN: copyFocusedIBAN()
        case .load, .toggleHideBalances, .openAccount, .seeAllTransactions, .lockNow: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            await useCase.load()
        case .toggleHideBalances:
            // Kept, the choice reaches every screen through the settings; why it was not comes back here.
            do {
                try await settings.setHidesBalances(!state.hidesBalances)
                state.notice = nil
            } catch {
                state.notice = Self.preferenceNotSavedText
            }
        case .openAccount(let id):
            await dependencies.coordinator.showTransactions(accountId: id)
        case .seeAllTransactions:
            await dependencies.coordinator.showTransactions(accountId: nil)
        case .lockNow:
            await dependencies.coordinator.lockNow()
        case .confirmLogout:
            // Success moves the authentication flow to Login, which the coordinators follow.
            state.isLoggingOut = true
            do {
                _ = try await authenticationFlow.logout()
            } catch {
                state.logoutFailure = Self.logoutFailureText
            }
            state.isLoggingOut = false
        case .askToLogout, .cancelLogout, .focusChanged, .copyIBAN:
            break
        }
    }

    /// Copies the focused account's IBAN in its electronic form (no spaces), and says so.
    private func copyFocusedIBAN() {
        guard case .loaded(let overview) = state.content,
              let account = overview.accounts.first(where: { $0.id == state.focusedAccountID })
        else { return }
        copyToClipboard(account.iban.filter { $0 != " " })
        state.copiedNotice = Strings.HomeTab.Accounts.copied
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot.overview) }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .observeOnMain { [weak self] appearance in self?.show(hidesBalances: appearance.hidesBalances) }
            .store(in: &cancellables)
    }

    /// Shows the use case's state: a reload, and a failed one, show the overview loaded before
    /// (the state's `last`); offline, under one short line.
    private func apply(_ useCaseState: HomeTabUseCaseNameSpace.States) {
        state.isRefreshing = useCaseState.isLoading && useCaseState.value != nil
        state.offlineNotice = useCaseState.staleFailure.map(Self.staleText)
        if let overview = useCaseState.value {
            lastOverview = overview
            let shown = Self.overview(overview, masked: state.hidesBalances)
            state.content = .loaded(shown)
            fetchPictures(of: shown.favourites)
        } else {
            state.content = useCaseState.failure.map { .error(Self.text(for: $0)) } ?? .loading
        }
    }

    /// The line over an overview loaded before when a reload failed with `error`.
    private static func staleText(for error: HomeTabUseCaseNameSpace.Errors) -> String {
        error == .networkUnavailable ? Strings.HomeTab.Errors.offline : text(for: error)
    }

    /// Masks or shows every amount, as the settings say, in the language shown.
    private func show(hidesBalances hidden: Bool) {
        state.hidesBalances = hidden
        guard let lastOverview, case .loaded = state.content else { return }
        state.content = .loaded(Self.overview(lastOverview, masked: hidden))
    }

    /// The overview as text, every amount masked when `masked`.
    static func overview(_ overview: HomeTabUseCaseNameSpace.Overview, masked: Bool) -> State.Overview {
        let content = overview.content
        return State.Overview(
            name: greetingName(for: content),
            totals: overview.totals.map { Self.amount($0, masked: masked) },
            accounts: content.accounts.map {
                .init(id: $0.id, name: $0.name, iban: IBANRule.grouped($0.iban), balance: Self.amount($0.balance, masked: masked))
            },
            latestTransactions: content.latestTransactions.map {
                .init(
                    date: DateText.text($0.createdAt, .day),
                    title: [$0.counterpartyName, $0.description].filter { !$0.isEmpty }.joined(separator: " · "),
                    amount: Self.amount($0.amount, masked: masked)
                )
            },
            favourites: content.favourites.map { .init(id: $0.id, name: $0.name, imageURL: $0.imageURL) }
        )
    }

    /// Fetches the pictures not shown yet through the image cache (000 §4.1.1: the view model's job).
    private func fetchPictures(of favourites: [State.FavouriteRow]) {
        let missing = favourites.filter { state.pictures[$0.id] == nil }.compactMap { row in row.imageURL.map { (row.id, $0) } }
        guard !missing.isEmpty else { return }
        pendingPictures = Task { [imageCache] in
            for (id, url) in missing {
                if let image = await imageCache.downloadAndCacheImage(from: url) {
                    state.pictures[id] = image
                }
            }
        }
    }

    private static func amount(_ money: HomeTabUseCaseNameSpace.Money, masked: Bool) -> String {
        MoneyText.text(money.minorUnits, currency: money.currency, masked: masked)
    }

    /// The name to greet the user with: the full name, or the email while there is none.
    static func greetingName(for profile: HomeTabUseCaseNameSpace.LoadResult) -> String {
        let name = [profile.firstName, profile.lastName].filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? profile.email : name
    }

    /// What the user reads when hiding or showing amounts could not be kept.
    static var preferenceNotSavedText: String { Strings.HomeTab.Errors.preferenceNotSaved }

    /// What the user reads when Log out could not wipe the device.
    static var logoutFailureText: String { Strings.HomeTab.Logout.failure }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func text(for error: HomeTabUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.HomeTab.Errors.networkUnavailable
        case .sessionExpired: Strings.HomeTab.Errors.sessionExpired
        case .unavailable: Strings.HomeTab.Errors.unavailable
        }
    }
}
