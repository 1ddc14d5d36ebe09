import IBANRule
import MoneyText
import QRCodeView
import RequestMoneyScreenAPI
import RequestMoneyUseCaseAPI
import Observation
import Reactive
import TerminalUI

/// The RequestMoneyScreen's interface adapter (blueprint §4.2, 001's MVI shape): `send` takes the user's
/// actions, `state` is what the view shows. It holds no business rule: loading belongs to
/// the RequestMoneyUseCase, whose published states `apply(_:)` maps, and so does checking the form.
@MainActor
@Observable
final class RequestMoneyScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// Where the content stands.
        enum Content: Equatable {
            /// On its way.
            case loading
            /// Loading failed; the text says what to do.
            case error(String)
            /// There is no account to be paid into.
            case empty
            /// The form: the account to be paid into, the amount and the reference.
            case form
            /// The request: what is asked ("25.00 EUR into Current account · DE35 …"), its link and QR code.
            case request(summary: String, link: String, code: QRCodePicture)
        }

        var content: Content = .loading
        /// The accounts to choose from ("Current account · DE35 …"), and which is chosen.
        var accounts: [String] = []
        var chosenAccount = 0
        var amount = ""
        var reference = ""
        /// What is wrong with the form, or that the link was copied.
        var notice: String?
        /// Esc was pressed on a form with something typed: discard it, or keep editing?
        var isConfirmingDiscard = false
        /// Whether the request shows its QR code alone, on a terminal too short for code and link.
        var showsCodeAlone = false
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Load the content.
        case load
        /// Leave the screen.
        case close
        case chooseAccount(Int)
        case amountChanged(String)
        case referenceChanged(String)
        /// Make the request of the form.
        case showRequest
        /// Copy the request's link (`c`).
        case copyLink
        /// Show the QR code alone (`q`, where code and link do not fit together).
        case showCodeAlone
        /// Esc: from the code alone to the link, from the request to the form, from a form with
        /// something typed to "Discard this request?"; with nothing to step back to, out.
        case back
        /// Keep the form (the answer to "Discard this request?").
        case keepEditing
    }

    private(set) var state = State()

    @ObservationIgnored private let dependencies: RequestMoneyScreenDependencies
    @ObservationIgnored private let useCase: any RequestMoneyUseCaseProtocol
    @ObservationIgnored private let copyToClipboard: @MainActor (String) -> Void
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// The accounts last loaded, which the chosen index points into.
    @ObservationIgnored private var loadedAccounts: [RequestMoneyUseCaseNameSpace.Account] = []

    init(
        dependencies: RequestMoneyScreenDependencies, useCase: any RequestMoneyUseCaseProtocol,
        copyToClipboard: @escaping @MainActor (String) -> Void = { TerminalClipboard.shared.copy($0) }
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.copyToClipboard = copyToClipboard
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once.
    func reduce(_ action: Action) {
        switch (action, state.content) {
        case (.chooseAccount(let index), _): state.chosenAccount = index
        case (.amountChanged(let text), _): state.amount = text
        case (.referenceChanged(let text), _): state.reference = text
        case (.showRequest, _): showRequest()
        case (.copyLink, .request(_, let link, _)):
            copyToClipboard(link)
            state.notice = Strings.RequestMoney.Request.copied
        case (.showCodeAlone, .request): state.showsCodeAlone = true
        case (.back, _) where state.isConfirmingDiscard: state.isConfirmingDiscard = false
        case (.back, .request) where state.showsCodeAlone: state.showsCodeAlone = false
        case (.back, .request): (state.content, state.notice) = (.form, nil)
        case (.back, .form) where !(state.amount + state.reference).isEmpty: state.isConfirmingDiscard = true
        case (.keepEditing, _), (.close, _): state.isConfirmingDiscard = false
        default: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        let before = state
        reduce(action)
        switch action {
        case .load:
            // The outcome, a failure included, is the published state, which `apply(_:)` shows.
            await useCase.load()
        case .close:
            await dependencies.coordinator.closeRequestMoneyScreen()
        case .back where state == before:
            await dependencies.coordinator.closeRequestMoneyScreen()
        default:
            break
        }
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] state in self?.apply(state) }
            .store(in: &cancellables)
    }

    /// Maps the use case's state to what the view shows: the form over the accounts loaded (or,
    /// while reloading, loaded before); a request shown stays.
    private func apply(_ useCaseState: RequestMoneyUseCaseNameSpace.States) {
        guard let loaded = useCaseState.value else {
            state.content = useCaseState.failure.map { .error(Self.text(for: $0)) } ?? .loading
            return
        }
        loadedAccounts = loaded.accounts
        state.accounts = loaded.accounts.map { "\($0.name) · \(IBANRule.grouped($0.iban))" }
        state.chosenAccount = min(state.chosenAccount, max(0, loaded.accounts.count - 1))
        if case .request = state.content { return }
        state.content = loaded.accounts.isEmpty ? .empty : .form
    }

    /// Has the use case make the request of the form, and shows it, or what is wrong with the form.
    private func showRequest() {
        guard loadedAccounts.indices.contains(state.chosenAccount) else { return }
        do throws(RequestMoneyUseCaseNameSpace.Errors) {
            let request = try useCase.makeRequest(
                accountID: loadedAccounts[state.chosenAccount].id, amount: state.amount, reference: state.reference
            )
            guard let code = QRCodePicture(encoding: request.giroCode) else { throw .notEncodable }
            let asked = request.amount.map { MoneyText.text($0, currency: request.currency) } ?? Strings.RequestMoney.Request.anyAmount
            let summary = Strings.RequestMoney.Request.summary(asked, state.accounts[state.chosenAccount])
            state.content = .request(summary: summary, link: request.link, code: code)
            state.notice = nil
        } catch {
            state.notice = Self.text(for: error)
        }
    }

    /// What the user reads for a failure (blueprint §11.3: the view model formats errors).
    static func text(for error: RequestMoneyUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.RequestMoney.Errors.networkUnavailable
        case .sessionExpired: Strings.RequestMoney.Errors.sessionExpired
        case .unavailable: Strings.RequestMoney.Errors.unavailable
        case .noAccount: Strings.RequestMoney.Errors.noAccount
        case .invalidAmount: Strings.RequestMoney.Errors.invalidAmount
        case .invalidReference: Strings.RequestMoney.Errors.invalidReference
        case .notEncodable: Strings.RequestMoney.Errors.notEncodable
        }
    }
}
