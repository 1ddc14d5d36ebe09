import IBANRule
import Observation
import PayeesScreenAPI
import PayeesUseCaseAPI
import Reactive

/// The PayeesScreen's interface adapter (blueprint §4.2, 001's MVI shape): the payees as rows with
/// their IBANs grouped for reading, the deletion's confirmation and the way to a transfer or the add
/// form. It holds no business rule: the list and its changes belong to the PayeesUseCase.
@MainActor
@Observable
final class PayeesScreenViewModel {
    private(set) var state = State()

    @ObservationIgnored private let dependencies: PayeesScreenDependencies
    @ObservationIgnored private let useCase: any PayeesUseCaseProtocol
    @ObservationIgnored private var cancellables: Set<AnyCancellable> = []

    init(dependencies: PayeesScreenDependencies, useCase: any PayeesUseCaseProtocol) {
        self.dependencies = dependencies
        self.useCase = useCase
        subscribeToPublishers()
    }

    /// Applies what `action` changes in the state at once (a key press must not wait for a task).
    func reduce(_ action: Action) {
        switch action {
        case .select(let index):
            state.selection = Self.clamped(index, count: state.rows.count)
        case .askToDelete:
            guard !state.isDeleting, state.rows.indices.contains(state.selection) else { return }
            let row = state.rows[state.selection]
            state.deletion = State.Deletion(payeeId: row.id, question: Strings.Payees.Delete.question(row.name))
        case .dismissDeletion:
            state.deletion = nil
        case .load, .add, .confirmDeletion, .sendMoney, .close:
            break
        }
    }

    /// Handles `action`: its state change, then the request or navigation it starts.
    func send(_ action: Action) async {
        reduce(action)
        switch action {
        case .load:
            await useCase.load()
        case .select, .askToDelete, .dismissDeletion:
            break
        case .add:
            await dependencies.coordinator.showAddPayeeScreen()
        case .confirmDeletion(let payeeId):
            await delete(payeeId)
        case .sendMoney(let payeeId):
            await dependencies.coordinator.startTransfer(toPayeeId: payeeId)
        case .close:
            await dependencies.coordinator.closePayeesScreen()
        }
    }

    private func delete(_ payeeId: String) async {
        guard !state.isDeleting else { return }
        state.deletion = nil
        state.isDeleting = true
        state.notice = nil
        // The list without the payee is published; why it stays comes back here.
        do {
            try await useCase.delete(payeeId: payeeId)
        } catch {
            state.notice = Self.deletionText(for: error)
        }
        state.isDeleting = false
    }

    private func subscribeToPublishers() {
        useCase.statePublisher
            .observeOnMain { [weak self] snapshot in self?.apply(snapshot.payees) }
            .store(in: &cancellables)
    }

    private func apply(_ payees: PayeesUseCaseNameSpace.States) {
        state = Self.render(payees, shown: state)
    }

    /// What the screen shows of `payees`, keeping what is the screen's own from `shown` (the
    /// selection, within the rows; the question; the deletion on its way); a reload, and a failed
    /// one, show the list loaded before (the state's `last`).
    static func render(_ payees: PayeesUseCaseNameSpace.States, shown: State) -> State {
        var state = shown
        state.offlineNotice = payees.staleFailure.map(staleText)
        if let list = payees.value {
            state.content = .loaded(list.map { State.Row(id: $0.id, name: $0.name, iban: IBANRule.grouped($0.iban)) })
            state.selection = clamped(shown.selection, count: list.count)
        } else {
            state.content = payees.failure.map { .error(text(for: $0)) } ?? .loading
        }
        return state
    }

    /// The line over a list loaded before when a reload failed with `error`.
    private static func staleText(for error: PayeesUseCaseNameSpace.Errors) -> String {
        error == .networkUnavailable ? Strings.Payees.Errors.offline : text(for: error)
    }

    /// `index` moved into `0..<count`, or 0 when there are no rows.
    private static func clamped(_ index: Int, count: Int) -> Int {
        max(0, min(index, count - 1))
    }

    /// What the user reads for a failed load (blueprint §11.3: the view model formats errors).
    static func text(for error: PayeesUseCaseNameSpace.Errors) -> String {
        switch error {
        case .networkUnavailable: Strings.Payees.Errors.networkUnavailable
        case .sessionExpired: Strings.Payees.Errors.sessionExpired
        default: Strings.Payees.Errors.unavailable
        }
    }

    /// What the user reads when a deletion did not happen.
    static func deletionText(for error: PayeesUseCaseNameSpace.Errors) -> String {
        switch error {
        case .payeeNotFound: Strings.Payees.Errors.alreadyDeleted
        case .networkUnavailable: Strings.Payees.Errors.deleteNetworkUnavailable
        case .sessionExpired: Strings.Payees.Errors.sessionExpired
        case .refused(let reason): Strings.Payees.Errors.deleteRefused(reason)
        case .alreadyOnItsWay: Strings.Payees.Errors.alreadyDeleting
        default: Strings.Payees.Errors.deleteUnavailable
        }
    }
}
