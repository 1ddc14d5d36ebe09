import Foundation
import LockUseCaseAPI
import PinRule
import Resolver
import Synchronization

/// The PIN lock (blueprint §3.2). Business rules: a PIN is six digits and not trivially weak
/// (`PinStrength`); the confirmation must match; one request at a time; after the gateway
/// reports a lockout, unlocking is refused until it ends.
public final class LockUseCaseImpl: Sendable {
    private let repository: any LockUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    private let progress = Mutex(Progress())

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(LockUseCaseRepositoryProtocol.self), now: Date.init)
    }

    /// Creates the use case over `repository`, reading the time from `now` (the tests' path).
    public init(repository: any LockUseCaseRepositoryProtocol, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }
}

// MARK: - LockUseCaseProtocol

extension LockUseCaseImpl: LockUseCaseProtocol {
    public func checkNewPin(_ pin: String) throws -> LockUseCaseNameSpace.CheckPinResult {
        try PinStrength.check(pin)
        return .init()
    }

    public func createPin(email: String, pin: String, confirmation: String) async throws -> LockUseCaseNameSpace.CreatePinResult {
        try PinStrength.check(pin)
        guard pin == confirmation else { throw LockUseCaseNameSpace.Errors.pinMismatch }
        try beginRequest(email: email)
        defer { endRequest() }
        return try await remembering(email: email) { try await repository.createPin(email: email, pin: pin) }
    }

    public func unlock(email: String, pin: String) async throws -> LockUseCaseNameSpace.UnlockResult {
        guard PinRule.isWellFormed(pin) else { throw LockUseCaseNameSpace.Errors.invalidPinFormat }
        try beginRequest(email: email)
        defer { endRequest() }
        return try await remembering(email: email) { try await repository.unlock(email: email, pin: pin) }
    }
}

// MARK: - Requests and lockouts

private extension LockUseCaseImpl {
    /// What the lock remembers: the lockout each email is under, and whether a request is in flight.
    struct Progress {
        var lockedUntil: [String: Date] = [:]
        var isBusy = false
    }

    /// Refuses a request during a lockout of `email` or while another is in flight.
    func beginRequest(email: String) throws {
        let now = now()
        try progress.withLock { progress in
            if let until = progress.lockedUntil[email], now < until {
                throw LockUseCaseNameSpace.Errors.lockedOut(until: until)
            }
            guard !progress.isBusy else { throw LockUseCaseNameSpace.Errors.busy }
            progress.isBusy = true
        }
    }

    func endRequest() {
        progress.withLock { $0.isBusy = false }
    }

    /// Runs `body`, remembering a lockout it reports; other errors become domain errors.
    func remembering<T>(email: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch LockUseCaseNameSpace.Errors.lockedOut(let until) {
            progress.withLock { $0.lockedUntil[email] = until }
            throw LockUseCaseNameSpace.Errors.lockedOut(until: until)
        } catch let error as LockUseCaseNameSpace.Errors {
            throw error
        } catch {
            throw LockUseCaseNameSpace.Errors.unexpectedResponse
        }
    }
}
