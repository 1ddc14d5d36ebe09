import IBANRule
import MoneyText
import Observation
import QRCode
import Reactive
import RequestMoneyScreenAPI
import RequestMoneyUseCaseAPI

/// The RequestMoneyScreen's interface adapter (blueprint §4.2, 001's MVI shape): holds the form as
/// typed, has the use case make the request of it and renders what the use case publishes: the
/// request as a link and a QR code, or what is wrong. It holds no business rule: the fields are
/// checked by the RequestMoneyUseCase.
@MainActor
@Observable
final class RequestMoneyScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: RequestMoneyScreenDependencies
    @ObservationIgnored private let useCase: any RequestMoneyUseCaseProtocol
    @ObservationIgnored private let copyToClipboard: @MainActor (String) -> Void
    /// The snapshot last published: the accounts the chosen index points into.
    @ObservationIgnored private var snapshot = RequestMoneyUseCaseNameSpace.Snapshot()
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(
        dependencies: RequestMoneyScreenDependencies,
        useCase: any RequestMoneyUseCaseProtocol,
        copyToClipboard: @escaping @MainActor (String) -> Void
    ) {
        self.dependencies = dependencies
        self.useCase = useCase
        self.copyToClipboard = copyToClipboard
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot) }
            .store(in: &cancellables)
    }

    /// Applies what `action` changes in the state at once.
    func reduce(_ action: Action) {
        switch action {
        case .chooseAccount(let index): state.chosenAccount = index
        case .amountChanged(let text): state.amount = text
        case .referenceChanged(let text): state.reference = text
        case .showRequest: showRequest()
        case .copyLink: copyLink()
        case .backToForm:
            state.content = .form
            state.copiedNotice = nil
            state.showsCodeAlone = false
        case .showCodeAlone:
            if case .request = state.content { state.showsCodeAlone = true }
        case .showLink:
            state.showsCodeAlone = false
        case .askToClose where state.hasInput:
            state.isConfirmingDiscard = true
        case .keepEditing, .close:
            state.isConfirmingDiscard = false
        case .load, .askToClose: break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            await useCase.load()
        case .close:
            await dependencies.coordinator.closeRequestMoneyScreen()
        case .askToClose where !state.isConfirmingDiscard:
            await dependencies.coordinator.closeRequestMoneyScreen()
        default:
            break
        }
    }

    private func apply(_ snapshot: RequestMoneyUseCaseNameSpace.Snapshot) {
        let accountsChanged = snapshot.accounts != self.snapshot.accounts
        self.snapshot = snapshot
        guard accountsChanged else { return }
        switch snapshot.accounts {
        case .idle, .loading:
            state.content = .loading
        case .error(let error):
            state.content = .error(Self.text(of: error))
        case .loaded(let result):
            state.accounts = result.accounts.map { "\($0.name) · \(IBANRule.grouped($0.iban))" }
            state.chosenAccount = min(state.chosenAccount, max(0, result.accounts.count - 1))
            state.content = result.accounts.isEmpty ? .empty : .form
        }
    }

    /// Has the use case make the request of the form, and shows it, or what is wrong with the form.
    private func showRequest() {
        guard let loaded = snapshot.accounts.loadedValue, loaded.accounts.indices.contains(state.chosenAccount) else { return }
        let account = loaded.accounts[state.chosenAccount]
        do {
            let request = try useCase.makeRequest(.init(accountID: account.id, amount: state.amount, reference: state.reference))
            state.problem = nil
            let asked = request.amount.map { MoneyText.text($0, currency: request.currency) } ?? "Any amount"
            state.content = .request(.init(
                summary: "\(asked) into \(account.name) · \(IBANRule.grouped(account.iban))",
                link: request.link,
                qrCode: Self.picture(of: request.giroCode)
            ))
        } catch {
            state.problem = Self.text(of: error)
        }
    }

    /// The code of `giroCode` with a two-module quiet zone: enough for zbar and banking apps, and
    /// a version-5 code (a long reference) still fits an 80×24 terminal alone. The use case has
    /// checked that the payload encodes.
    private static func picture(of giroCode: String) -> State.QRPicture {
        let pixels = (try? QRCode(text: giroCode))?.rgbaPixels(quietZone: 2)
        return .init(side: pixels?.side ?? 0, rgba: pixels?.rgba ?? [])
    }

    private func copyLink() {
        guard case .request(let request) = state.content else { return }
        copyToClipboard(request.link)
        state.copiedNotice = "Link copied to the clipboard (where the terminal allows it)."
    }

    private static func text(of error: RequestMoneyUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: "PayRed can't reach the bank. Check your connection and try again."
        case .sessionExpired: "Your session has ended. Sign in again."
        case .unavailable: "Your accounts couldn't be loaded. Try again."
        case .noAccount: "Choose the account to be paid into."
        case .invalidAmount: "Type an amount like 12.50, above zero and at most 999,999,999.99, or leave it empty."
        case .invalidReference: "The reference can have at most 140 characters, without control characters."
        case .notEncodable: "This request can't be put in a QR code: shorten the reference, or leave out emoji and invisible characters."
        }
    }
}
