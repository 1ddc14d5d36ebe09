import ChangeAppPinUseCaseAPI
import Foundation
import Reactive
import Resolver
import Synchronization

/// The PIN change (blueprint §3.2). Business rules: both PINs are six digits, and the new one is
/// not trivially weak, differs from the current one and matches its confirmation (`NewPinRule`);
/// one change at a time. The date of a change is kept on this device as a courtesy: the PIN has
/// changed at the gateway even when that date cannot be kept.
public final class ChangeAppPinUseCaseImpl: Sendable {
    private let repository: any ChangeAppPinUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    private let isChanging = Mutex(false)
    private let lastChangeSubject = StateSubject(ChangeAppPinUseCaseNameSpace.LastChange.unknown)

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(ChangeAppPinUseCaseRepositoryProtocol.self), now: Date.init)
    }

    /// Creates the use case over `repository`, dating changes with `now` (the tests' path).
    public init(repository: any ChangeAppPinUseCaseRepositoryProtocol, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }
}

// MARK: - ChangeAppPinUseCaseProtocol

extension ChangeAppPinUseCaseImpl: ChangeAppPinUseCaseProtocol {
    public var lastChangePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.LastChange, Never> {
        lastChangeSubject.eraseToAnyPublisher()
    }

    public func loadLastChange() async {
        do {
            let date = try await repository.pinChangedAt()
            let lastChange: ChangeAppPinUseCaseNameSpace.LastChange = if let date { .changed(date) } else { .never }
            lastChangeSubject.send(lastChange)
        } catch {
            lastChangeSubject.send(.unknown)
        }
    }

    public func changePin(oldPin: String, newPin: String, confirmation: String) async throws {
        try NewPinRule.check(oldPin: oldPin, newPin: newPin, confirmation: confirmation)
        try beginChange()
        defer { endChange() }
        do {
            try await repository.changePin(oldPin: oldPin, newPin: newPin)
        } catch let error as ChangeAppPinUseCaseNameSpace.Errors {
            throw error
        } catch {
            throw ChangeAppPinUseCaseNameSpace.Errors.unexpectedResponse
        }
        let changedAt = now()
        lastChangeSubject.send(.changed(changedAt))
        // Best effort: the PIN has changed whether or not this device keeps the date.
        try? await repository.setPinChangedAt(changedAt)
    }
}

// MARK: - One change at a time

private extension ChangeAppPinUseCaseImpl {
    /// Refuses a change while another is in flight.
    func beginChange() throws {
        try isChanging.withLock { busy in
            guard !busy else { throw ChangeAppPinUseCaseNameSpace.Errors.busy }
            busy = true
        }
    }

    func endChange() {
        isChanging.withLock { $0 = false }
    }
}
