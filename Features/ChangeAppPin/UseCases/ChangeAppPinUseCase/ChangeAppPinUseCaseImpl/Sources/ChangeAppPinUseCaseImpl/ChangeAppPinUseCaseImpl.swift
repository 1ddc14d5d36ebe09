import ChangeAppPinUseCaseAPI
import Foundation
import Reactive
import Resolver

/// The PIN change (blueprint §3.2). Business rules: both PINs are six digits, and the new one is
/// not trivially weak, differs from the current one and matches its confirmation (`NewPinRule`);
/// one change at a time. The date of a change is kept on this device as a courtesy: the PIN has
/// changed at the gateway even when that date cannot be kept.
public final class ChangeAppPinUseCaseImpl: Sendable {
    private let repository: any ChangeAppPinUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    private let stateSubject = StateSubject(ChangeAppPinUseCaseNameSpace.Snapshot())

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
    public var statePublisher: AnyPublisher<ChangeAppPinUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func loadLastChange() async {
        let lastChange: ChangeAppPinUseCaseNameSpace.LastChange
        do {
            lastChange = if let date = try await repository.pinChangedAt() { .changed(date) } else { .never }
        } catch {
            lastChange = .unknown
        }
        publish { $0.lastChange = lastChange }
    }

    public func changePin(oldPin: String, newPin: String, confirmation: String) async throws(ChangeAppPinUseCaseNameSpace.Errors) {
        try NewPinRule.check(oldPin: oldPin, newPin: newPin, confirmation: confirmation)
        // One change at a time.
        try stateSubject.transition { (snapshot) throws(ChangeAppPinUseCaseNameSpace.Errors) in
            guard !snapshot.isChanging else { throw .changeOnItsWay }
            var next = snapshot
            next.isChanging = true
            return next
        }
        do throws(ChangeAppPinUseCaseNameSpace.Errors) {
            try await repository.changePin(oldPin: oldPin, newPin: newPin)
        } catch {
            publish { $0.isChanging = false }
            throw error
        }
        let changedAt = now()
        publish { snapshot in
            snapshot.lastChange = .changed(changedAt)
            snapshot.isChanging = false
        }
        // Best effort: the PIN has changed whether or not this device keeps the date.
        try? await repository.setPinChangedAt(changedAt)
    }
}

// MARK: - Publishing

private extension ChangeAppPinUseCaseImpl {
    /// Makes `change` to the snapshot and publishes it.
    func publish(_ change: (inout ChangeAppPinUseCaseNameSpace.Snapshot) -> Void) {
        stateSubject.update(change)
        stateSubject.deliver()
    }
}
