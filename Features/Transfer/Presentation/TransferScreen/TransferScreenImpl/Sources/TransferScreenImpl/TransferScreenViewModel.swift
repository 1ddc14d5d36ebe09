import IBANRule
import MoneyText
import Observation
import Reactive
import SettingsUseCaseAPI
import TransferScreenAPI
import TransferUseCaseAPI

/// The transfer form's interface adapter (blueprint §4.2, 001's MVI shape): forwards every edit to
/// the use case as a whole form (`updateForm`) and renders the one snapshot the use case publishes:
/// the accounts and payees, the form, each field's validity and whether Review is possible. It
/// holds no business rule: parsing the amount and every check belong to the use case.
@MainActor
@Observable
final class TransferScreenViewModel {
    private typealias NameSpace = TransferUseCaseNameSpace

    private(set) var state = State()

    @ObservationIgnored private let dependencies: TransferScreenDependencies
    @ObservationIgnored private let useCase: any TransferUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []
    /// What the use case published last.
    @ObservationIgnored private var snapshot = NameSpace.Snapshot()
    @ObservationIgnored private var isConfirmingClear = false
    @ObservationIgnored private var isConfirmingReplace = false
    /// The IBAN typed last, kept while a payee is chosen instead.
    @ObservationIgnored private var typedIban = ""
    /// The payment request the form is filled from once the accounts are loaded.
    @ObservationIgnored private var pendingRequest: TransferScreenDependencies.PaymentRequest?
    /// Whether the filled-in request goes on to the review as soon as the use case finds it valid;
    /// any edit by the user ends that.
    @ObservationIgnored private var reviewsWhenValid = false
    /// Whether the screen began its form (on appear); a request fills in that form, never the one
    /// before it, which `begin` replaces.
    @ObservationIgnored private var hasBegun = false

    /// Whether amounts are hidden, as the settings say.
    @ObservationIgnored private var hidesBalances = false

    init(dependencies: TransferScreenDependencies, settings: any SettingsUseCaseProtocol) {
        self.dependencies = dependencies
        useCase = dependencies.useCase
        pendingRequest = dependencies.request
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in
                guard let self else { return }
                self.snapshot = snapshot
                render()
                followRequest()
            }
            .store(in: &cancellables)
        settings.statePublisher
            .map(\.appearance)
            .removeDuplicates()
            .observeOnMain { [weak self] appearance in
                self?.hidesBalances = appearance.hidesBalances
                self?.render()
            }
            .store(in: &cancellables)
    }

    /// Forwards an edit at once (typing must not wait for a task); the use case's snapshot, back
    /// on the same main-queue turn, shows it.
    func reduce(_ action: Action) {
        if action != .appear, action != .review {
            reviewsWhenValid = false
        }
        switch action {
        case .chooseAccount(let index):
            guard let account = choices.accounts[safe: index] else { return }
            edit { $0.sourceAccountId = account.id }
        case .chooseDestination(let index):
            let destination: NameSpace.Destination = choices.payees[safe: index].map { .payee(id: $0.id) } ?? .iban(typedIban)
            edit { $0.destination = destination }
        case .ibanChanged(let text):
            typedIban = text
            edit {
                $0.destination = .iban(text)
                $0.recipientName = nil  // a link's name belongs to the link's IBAN, not to one typed over it
            }
        case .amountChanged(let text):
            edit { $0.amountText = text }
        case .descriptionChanged(let text):
            edit { $0.description = text }
        case .askToClear:
            isConfirmingClear = hasInput
            render()
        case .cancelClear, .clear:
            isConfirmingClear = false
            render()
        case .replace:
            isConfirmingReplace = false
            render()
        case .keepTyped:
            isConfirmingReplace = false
            pendingRequest = nil
            hasBegun = true
            render()
        case .appear, .retry, .review:
            break
        }
    }

    /// Handles `action`: its edit, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .appear where opensSomethingElse && hasInput:
            // A link or a favourite over a typed transfer: the form stays as typed until the user chooses.
            if case .iban(let iban) = snapshot.form.destination { typedIban = iban }
            isConfirmingReplace = true
            render()
        case .appear, .replace:
            await begin()
        case .retry:
            await useCase.load()
        case .review:
            guard state.canReview else { return }
            await dependencies.coordinator.showTransferReviewScreen()
        case .clear:
            clearForm()
        case .askToClear where !hasInput:
            clearForm()  // nothing typed to lose
        case .chooseAccount, .chooseDestination, .ibanChanged, .amountChanged, .descriptionChanged, .askToClear, .cancelClear, .keepTyped:
            break
        }
    }

    /// A new form (to the dependencies' payee, or filled in from their request), then the load.
    private func begin() async {
        useCase.begin(payeeId: dependencies.payeeId)
        pendingRequest = dependencies.request
        hasBegun = true
        followRequest()
        await useCase.load()
    }

    /// Whether the screen was opened for a given payee or request rather than a blank transfer.
    private var opensSomethingElse: Bool {
        dependencies.payeeId != nil || dependencies.request != nil
    }

    /// Whether the form holds something the user typed, which clearing or replacing would lose; a
    /// transfer already sent holds nothing to lose.
    private var hasInput: Bool {
        if case .sent = snapshot.transfer { return false }
        let typedIbanInForm = if case .iban(let iban) = snapshot.form.destination { !iban.isEmpty } else { false }
        return !snapshot.form.amountText.isEmpty || !snapshot.form.description.isEmpty || !typedIban.isEmpty || typedIbanInForm
    }

    /// Fills the form from the payment request as if typed once the accounts are loaded, then goes
    /// on to the review when the use case finds every field valid; otherwise the form shows what
    /// is wrong.
    private func followRequest() {
        if let request = pendingRequest, hasBegun, case .loaded = snapshot.load, snapshot.form.sourceAccountId != nil {
            pendingRequest = nil
            reviewsWhenValid = true
            typedIban = request.iban
            edit {
                $0.destination = .iban(request.iban)
                $0.recipientName = request.name.isEmpty ? nil : request.name
                // Written as the language shown types it (`25,00` in German); kept as written when it is no amount.
                $0.amountText = AmountText.minorUnits(request.amount).map { MoneyText.text($0, currency: "EUR", style: .input) } ?? request.amount
                $0.description = request.reference
            }
        }
        if reviewsWhenValid, state.canReview {
            reviewsWhenValid = false
            Task { await dependencies.coordinator.showTransferReviewScreen() }
        }
    }

    private func clearForm() {
        typedIban = ""
        useCase.begin(payeeId: nil)
    }

    /// The accounts and payees loaded; none while loading or after a failure.
    private var choices: NameSpace.LoadResult {
        snapshot.load.loadedValue ?? NameSpace.LoadResult()
    }

    /// Hands the changed form to the use case, which validates it and publishes it back.
    private func edit(_ change: (inout NameSpace.Form) -> Void) {
        var edited = snapshot.form
        change(&edited)
        useCase.updateForm(edited)
    }

    /// What the view shows for what the use case published.
    private func render() {
        switch snapshot.load {
        case .idle, .loading:
            state = State(content: .loading)
        case .error(let error, _):
            state = State(content: .error(TransferFormText.loadError(error)))
        case .loaded(let choices) where choices.accounts.isEmpty:
            state = State(content: .empty)
        case .loaded(let choices):
            state = formState(choices)
            state.isConfirmingClear = isConfirmingClear
            state.isConfirmingReplace = isConfirmingReplace
        }
    }

    private func formState(_ choices: NameSpace.LoadResult) -> State {
        let form = snapshot.form, validity = snapshot.validity
        var chosenPayeeId: String?
        var isNewIban = false
        var iban = typedIban
        switch form.destination {
        case .payee(let id):
            chosenPayeeId = id
        case .iban(let text):
            isNewIban = true
            iban = text
        case nil:
            break
        }
        return State(
            content: .form,
            accounts: choices.accounts.map {
                .init(
                    id: $0.id,
                    // The balance before the IBAN: a narrow terminal shortens the IBAN, never the money.
                    text: "\($0.name) · \(MoneyText.text($0.balance.minorUnits, currency: $0.balance.currency, masked: hidesBalances)) · \(IBANRule.grouped($0.iban))",
                    isChosen: $0.id == form.sourceAccountId
                )
            },
            payees: choices.payees.map { .init(id: $0.id, text: "\($0.name) · \(IBANRule.grouped($0.iban))", isChosen: $0.id == chosenPayeeId) },
            isNewIban: isNewIban,
            iban: iban,
            currency: choices.accounts.first { $0.id == form.sourceAccountId }?.balance.currency ?? "",
            amount: form.amountText,
            description: form.description,
            sourceMessage: TransferFormText.message(for: validity.source),
            destinationMessage: TransferFormText.message(for: validity.destination),
            amountMessage: TransferFormText.message(for: validity.amount, hidesBalances: hidesBalances),
            descriptionMessage: TransferFormText.message(for: validity.description),
            canReview: snapshot.isFormValid
        )
    }
}

private extension Array {
    /// The element at `index`, or nil when there is none.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
