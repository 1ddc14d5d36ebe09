import Foundation
import Reactive
import Resolver
import Synchronization
import TransferUseCaseAPI

/// The TransferUseCase (blueprint §3.2): loads what a transfer can go from and to, validates the
/// form (`TransferFormRules`), and sends the reviewed transfer exactly once per idempotency key.
///
/// The key is made when the user first confirms and kept, with the request it belongs to, for
/// every retry until the form changes, a new form starts, or the transfer is made.
public final class TransferUseCaseImpl: Sendable {
    typealias NameSpace = TransferUseCaseNameSpace

    private let repository: any TransferUseCaseRepositoryProtocol
    private let makeIdempotencyKey: @Sendable () -> String
    private let draft = StateSubject(TransferDraft())
    /// Keeps the choices as fresh as the repository's changes, for as long as the use case lives.
    private let choicesChanged = Mutex<AnyCancellable?>(nil)
    /// Counts the reloads of the choices, so only the latest one started is applied.
    private let reloads = Mutex(0)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(TransferUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository`, making idempotency keys with `makeIdempotencyKey`
    /// (a UUID string by default; the tests' path injects its own).
    public init(
        repository: any TransferUseCaseRepositoryProtocol,
        makeIdempotencyKey: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        self.repository = repository
        self.makeIdempotencyKey = makeIdempotencyKey
        choicesChanged.withLock { subscription in
            subscription = repository.choicesChangedPublisher.sink { [weak self] in
                Task { await self?.reloadChoices() }
            }
        }
    }
}

// MARK: - TransferUseCaseProtocol

extension TransferUseCaseImpl: TransferUseCaseProtocol {
    public var statePublisher: AnyPublisher<TransferUseCaseNameSpace.Snapshot, Never> {
        draft.eraseToAnyPublisher()
            .map(\.snapshot)
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    public func load() async {
        var started = false
        update { draft in
            guard !draft.load.isLoading else { return }
            draft.load = .loading(last: draft.load.value)
            started = true
        }
        guard started else { return }
        do throws(NameSpace.Errors) {
            let result = try await choices()
            update { $0.loaded(result) }
        } catch {
            update { $0.load = .error(error, last: $0.load.value) }
        }
    }

    public func begin(payeeId: String?) {
        update { draft in
            guard !draft.isSending else { return }
            let destination = payeeId.map { NameSpace.Destination.payee(id: $0) }
            draft.start(NameSpace.Form(sourceAccountId: draft.choices.accounts.first?.id, destination: destination))
        }
    }

    public func updateForm(_ form: TransferUseCaseNameSpace.Form) {
        update { draft in
            guard !draft.isSending, draft.form != form else { return }
            draft.start(form)
        }
    }

    public func confirm() async {
        var confirmed: TransferDraft.Attempt?
        update { draft in
            switch draft.progress {
            case .sending, .sent: return
            case .idle, .failed: break
            }
            if draft.attempt == nil {
                guard let order = draft.check.order else { return }
                draft.attempt = TransferDraft.Attempt(key: makeIdempotencyKey(), order: order)
            }
            confirmed = draft.attempt
            draft.progress = .sending
        }
        guard let attempt = confirmed else { return }
        do throws(NameSpace.Errors) {
            let sent = try await repository.send(attempt.order.request, idempotencyKey: attempt.key)
            let result = await transferResult(of: sent, reviewed: attempt.order.review)
            update { $0.finish(attempt, with: .sent(result)) }
        } catch {
            update { $0.finish(attempt, with: .failed(error)) }
        }
    }
}

// MARK: - Helpers

private extension TransferUseCaseImpl {
    /// Changes the draft atomically and publishes it.
    func update(_ change: (inout TransferDraft) -> Void) {
        draft.transition { current in
            var next = current
            change(&next)
            return next
        }
    }

    /// Reads the accounts and payees again after they may have changed, keeping the form as typed
    /// and checking it against them (an amount over the old balance may fit now; a deleted payee
    /// is refused). Never shows loading: what is shown stays until the fresh choices arrive, and
    /// a failed read keeps it. Before the first load it does nothing; after a failed one it loads.
    func reloadChoices() async {
        switch draft.value.load {
        case .idle, .loading: return
        case .error: return await load()
        case .loaded: break
        }
        let generation = reloads.withLock { count in
            count += 1
            return count
        }
        guard let result = try? await choices(), reloads.withLock({ $0 == generation }) else { return }
        update { $0.loaded(result) }
    }

    /// The accounts and the payees, read side by side.
    func choices() async throws(NameSpace.Errors) -> NameSpace.LoadResult {
        // `async let` would erase the errors' type: each read keeps it in a `Result`.
        async let accounts = Result { () async throws(NameSpace.Errors) in try await repository.accounts() }
        async let payees = Result { () async throws(NameSpace.Errors) in try await repository.payees() }
        return NameSpace.LoadResult(accounts: try await accounts.get(), payees: try await payees.get())
    }

    /// What the user is shown for `sent`: the source's balance is read again (and kept for the
    /// next form); a failure to read it does not undo the transfer, it only leaves the balance out.
    func transferResult(of sent: NameSpace.SentTransfer, reviewed review: NameSpace.Review) async -> NameSpace.TransferResult {
        let accounts = try? await repository.accounts()
        if let accounts {
            update { $0.refresh(accounts) }
        }
        return NameSpace.TransferResult(
            transferId: sent.id,
            amount: sent.amount,
            from: review.from,
            recipient: review.to,
            description: sent.description,
            balanceAfter: accounts?.first { $0.id == sent.fromAccountId }?.balance
        )
    }
}
