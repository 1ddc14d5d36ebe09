import Foundation
import LockUseCaseAPI
import PinRule
import PlainTextRule
import Reactive
import Resolver
import Synchronization

/// The PIN lock (blueprint §3.2). Business rules: a PIN is six digits and not trivially weak
/// (`PinStrength`); the confirmation must match; one request at a time; after the gateway
/// reports a lockout, unlocking is refused until it ends. It publishes one `Snapshot`: whether a
/// request is on its way; a request's outcome is returned to the screen that asked.
public final class LockUseCaseImpl: Sendable {
    typealias NameSpace = LockUseCaseNameSpace

    private let repository: any LockUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    /// The lockout each email is under.
    private let lockedUntil = Mutex<[String: Date]>([:])
    private let stateSubject = StateSubject(LockUseCaseNameSpace.Snapshot())

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
    public var statePublisher: AnyPublisher<LockUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func checkNewPin(_ pin: String) -> LockUseCaseNameSpace.CheckPinResult {
        .init(problem: PinStrength.problem(with: pin))
    }

    public func needsName(email: String) async -> Bool {
        (try? await repository.needsName(email: email)) ?? false
    }

    public func checkName(_ name: LockUseCaseNameSpace.Name) -> LockUseCaseNameSpace.Errors? {
        switch PersonNameRule.problem(firstName: name.firstName, lastName: name.lastName) {
        case nil: nil
        case .firstNameMissing: .nameMissing
        case .tooLong(let maximum): .nameTooLong(maximum: maximum)
        case .hiddenCharacters: .nameHiddenCharacters
        }
    }

    public func createPin(email: String, name: LockUseCaseNameSpace.Name?, pin: String, confirmation: String) async throws(LockUseCaseNameSpace.Errors) {
        let problem = name.flatMap(checkName) ?? checkNewPin(pin).problem ?? (pin == confirmation ? nil : .pinMismatch)
        let trimmed = name.map { name in
            let parts = PersonNameRule.normalised(firstName: name.firstName, lastName: name.lastName)
            return NameSpace.Name(firstName: parts.firstName, lastName: parts.lastName)
        }
        try await request(email: email, refusedWith: problem) { () async throws(NameSpace.Errors) -> NameSpace.CreatePinResult in
            try await repository.createPin(email: email, name: trimmed, pin: pin)
        }
    }

    public func unlock(email: String, pin: String) async throws(LockUseCaseNameSpace.Errors) {
        let problem: NameSpace.Errors? = PinRule.isWellFormed(pin) ? nil : .invalidPinFormat
        try await request(email: email, refusedWith: problem) { () async throws(NameSpace.Errors) -> NameSpace.UnlockResult in
            try await repository.unlock(email: email, pin: pin)
        }
    }
}

// MARK: - Requests and lockouts

private extension LockUseCaseImpl {
    /// Sends `body` for `email`, refused at once with `problem`, during a lockout of `email`, or
    /// while another request is in flight. A lockout the gateway reports is remembered.
    func request<T>(email: String, refusedWith problem: NameSpace.Errors?, _ body: () async throws(NameSpace.Errors) -> T) async throws(NameSpace.Errors) {
        let until = lockedUntil.withLock { $0[email] }.flatMap { now() < $0 ? $0 : nil }
        if let refusal = problem ?? until.map({ .lockedOut(until: $0) }) { throw refusal }
        try stateSubject.transition { (snapshot) throws(NameSpace.Errors) in
            guard !snapshot.isRequesting else { throw .requestOnItsWay }
            return NameSpace.Snapshot(isRequesting: true)
        }
        defer { stateSubject.send(NameSpace.Snapshot(isRequesting: false)) }
        do throws(NameSpace.Errors) {
            _ = try await body()
        } catch {
            if case .lockedOut(let until) = error {
                lockedUntil.withLock { $0[email] = until }
            }
            throw error
        }
    }
}
