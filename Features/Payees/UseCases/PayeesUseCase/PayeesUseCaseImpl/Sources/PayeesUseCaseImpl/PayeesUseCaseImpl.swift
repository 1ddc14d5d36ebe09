import Foundation
import IBANRule
import PlainTextRule
import PayeesUseCaseAPI
import Loadable
import Reactive
import Resolver
import Synchronization

private typealias NameSpace = PayeesUseCaseNameSpace

/// The PayeesUseCase (blueprint §3.2): runs the payees' load state machine over its repository,
/// checks a new payee (name 1…70 characters once trimmed, no control characters; IBAN check digits
/// with `IBANRule`) before sending it, and keeps the loaded list in step with what the gateway saved
/// or deleted; a failed load is tried again when the payees may have changed (the gateway is back).
/// It publishes one `Snapshot`: the payees, and the changes on their way; a change's outcome is
/// returned to the screen that asked.
public final class PayeesUseCaseImpl: Sendable {
    private let repository: any PayeesUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(NameSpace.Snapshot())
    /// Loads again, after a failed load, when the payees may have changed (the gateway is back).
    private let changes = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(PayeesUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any PayeesUseCaseRepositoryProtocol) {
        self.repository = repository
        changes.withLock { subscription in
            subscription = repository.payeesChangedPublisher.sink { [weak self] in
                guard let self, stateSubject.value.payees.failure != nil else { return }
                Task { await self.load() }
            }
        }
    }
}

// MARK: - PayeesUseCaseProtocol

extension PayeesUseCaseImpl: PayeesUseCaseProtocol {
    public var statePublisher: AnyPublisher<PayeesUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load(into: \.payees) { () async throws(NameSpace.Errors) in try await repository.payees() }
    }

    public func validate(name: String, iban: String) -> PayeesUseCaseNameSpace.Validation {
        NameSpace.Validation(name: Self.nameProblem(name), iban: IBANRule.isValid(iban) ? nil : .invalidIBAN)
    }

    public func add(name: String, iban: String) async throws(PayeesUseCaseNameSpace.Errors) {
        let validation = validate(name: name, iban: iban)
        if let problem = validation.name ?? validation.iban { throw problem }
        try stateSubject.transition { (snapshot) throws(NameSpace.Errors) in
            guard !snapshot.isAdding else { throw .alreadyOnItsWay }
            var next = snapshot
            next.isAdding = true
            return next
        }
        do throws(NameSpace.Errors) {
            let payee = try await repository.addPayee(name: Self.trimmed(name), iban: IBANRule.normalised(iban))
            finish { snapshot in
                snapshot.changeLoadedPayees { $0 + [payee] }
                snapshot.isAdding = false
            }
        } catch {
            finish { $0.isAdding = false }
            throw error
        }
    }

    public func delete(payeeId: String) async throws(PayeesUseCaseNameSpace.Errors) {
        try stateSubject.transition { (snapshot) throws(NameSpace.Errors) in
            guard !snapshot.deleting.contains(payeeId) else { throw .alreadyOnItsWay }
            var next = snapshot
            next.deleting.insert(payeeId)
            return next
        }
        var failure: NameSpace.Errors?
        do throws(NameSpace.Errors) {
            _ = try await repository.deletePayee(id: payeeId)
        } catch {
            failure = error
        }
        finish { snapshot in
            // Deleted, or the gateway no longer has it: either way the list forgets it.
            if failure == nil || failure == .payeeNotFound {
                snapshot.changeLoadedPayees { payees in payees.filter { $0.id != payeeId } }
            }
            snapshot.deleting.remove(payeeId)
        }
        if let failure { throw failure }
    }
}

// MARK: - Rules

private extension PayeesUseCaseImpl {
    /// Why `name` cannot be saved, or nil: 1 to `maximumNameLength` characters once trimmed,
    /// plain text (`PlainTextRule`, as the gateway applies it).
    static func nameProblem(_ name: String) -> NameSpace.Errors? {
        let text = Self.trimmed(name)
        guard !text.isEmpty else { return .invalidName }
        switch PlainTextRule.problem(in: text, maximumLength: NameSpace.maximumNameLength) {
        case nil: return nil
        case .tooLong: return .invalidName
        case .hiddenCharacters: return .invalidCharacters
        }
    }

    /// `name` without the spaces and line breaks around it: the form the gateway keeps.
    static func trimmed(_ name: String) -> String {
        PlainTextRule.normalised(name)
    }

    /// Publishes the outcome of a change.
    func finish(_ change: (inout NameSpace.Snapshot) -> Void) {
        stateSubject.update(change)
        stateSubject.deliver()
    }
}

private extension PayeesUseCaseNameSpace.Snapshot {
    /// The loaded payees after `change`; nothing changes while no list is loaded.
    mutating func changeLoadedPayees(_ change: ([PayeesUseCaseNameSpace.Payee]) -> [PayeesUseCaseNameSpace.Payee]) {
        guard case .loaded(let shown) = payees else { return }
        payees = .loaded(change(shown))
    }
}
