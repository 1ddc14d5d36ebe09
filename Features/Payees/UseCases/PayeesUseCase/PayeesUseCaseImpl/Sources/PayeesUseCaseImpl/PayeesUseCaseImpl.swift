import Foundation
import IBANRule
import PlainTextRule
import PayeesUseCaseAPI
import Loadable
import Reactive
import Resolver

private typealias NameSpace = PayeesUseCaseNameSpace

/// The PayeesUseCase (blueprint §3.2): runs the payees' load state machine over its repository,
/// checks a new payee (name 1…70 characters once trimmed, no control characters; IBAN check digits
/// with `IBANRule`) before sending it, and keeps the loaded list in step with what the gateway saved
/// or deleted.
public final class PayeesUseCaseImpl: Sendable {
    private let repository: any PayeesUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(PayeesUseCaseNameSpace.States.idle)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(PayeesUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any PayeesUseCaseRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - PayeesUseCaseProtocol

extension PayeesUseCaseImpl: PayeesUseCaseProtocol {
    public var statePublisher: AnyPublisher<PayeesUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func load() async {
        await stateSubject.load({ try await repository.payees() }, failure: Self.domainError)
    }

    public func validate(name: String, iban: String) -> PayeesUseCaseNameSpace.Validation {
        NameSpace.Validation(name: Self.nameProblem(name), iban: IBANRule.isValid(iban) ? nil : .invalidIBAN)
    }

    public func add(name: String, iban: String) async throws {
        let validation = validate(name: name, iban: iban)
        if let problem = validation.name ?? validation.iban { throw problem }
        let payee: NameSpace.Payee
        do {
            payee = try await repository.addPayee(name: Self.trimmed(name), iban: IBANRule.normalised(iban))
        } catch {
            throw Self.domainError(error)
        }
        updateLoadedPayees { $0 + [payee] }
    }

    public func delete(payeeId: String) async throws {
        let failure: NameSpace.Errors?
        do {
            _ = try await repository.deletePayee(id: payeeId)
            failure = nil
        } catch {
            failure = Self.domainError(error)
        }
        // Deleted, or the gateway no longer has it: either way the list forgets it.
        if failure == nil || failure == .payeeNotFound {
            updateLoadedPayees { payees in payees.filter { $0.id != payeeId } }
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

    /// `error` as the use case's error; anything else means the gateway could not be used.
    static func domainError(_ error: any Error) -> NameSpace.Errors {
        error as? NameSpace.Errors ?? .unavailable
    }

    /// Publishes the loaded payees after `change`; nothing is published while no list is loaded.
    func updateLoadedPayees(_ change: ([NameSpace.Payee]) -> [NameSpace.Payee]) {
        _ = try? stateSubject.transition { state in
            guard case .loaded(let payees) = state else { throw NothingLoaded() }
            return .loaded(change(payees))
        }
    }
}

/// Stops a change to the loaded payees when none are loaded.
private struct NothingLoaded: Error {}
