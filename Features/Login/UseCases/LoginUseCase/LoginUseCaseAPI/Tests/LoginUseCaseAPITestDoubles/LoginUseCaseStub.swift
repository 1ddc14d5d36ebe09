import LoginUseCaseAPI
import Reactive
import Synchronization

/// Stub, mock and spy for `LoginUseCaseProtocol` (blueprint §9.5.2).
///
/// Configure results or `on…` closures, drive `statePublisher` with `setState(_:)`, read the
/// call tracking, and `reset()` between tests. All state sits behind a mutex.
public final class LoginUseCaseStub: LoginUseCaseProtocol {
    private struct Storage {
        var loginResult: Result<Void, any Error> = .success(())
        var acceptTermsResult: Result<Void, any Error> = .success(())
        var rejectTermsResult: Result<Void, any Error> = .success(())
        var onLogin: (@Sendable (String) async throws -> Void)?
        var onAcceptTerms: (@Sendable (String) async throws -> Void)?
        var onRejectTerms: (@Sendable (String) async throws -> Void)?
        var loginEmails: [String] = []
        var acceptTermsEmails: [String] = []
        var rejectTermsEmails: [String] = []
        var clearCallCount = 0
    }

    private let storage = Mutex(Storage())
    private let stateSubject = StateSubject(LoginUseCaseStub.initialState)

    /// The state the stub starts from and returns to on `reset()`.
    public static let initialState = LoginUseCaseNameSpace.States.idle(email: "", acceptedTerms: false)

    /// Creates the stub in its initial state.
    public init() {}

    // MARK: Configurable behaviour (stub)

    /// What `login(email:)` does when `onLogin` is nil: success publishes `.loggingIn` then `.loggedIn`.
    public var loginResult: Result<Void, any Error> {
        get { storage.withLock { $0.loginResult } }
        set { storage.withLock { $0.loginResult = newValue } }
    }

    /// What `acceptTerms(email:)` does when `onAcceptTerms` is nil: success publishes an accepted idle state.
    public var acceptTermsResult: Result<Void, any Error> {
        get { storage.withLock { $0.acceptTermsResult } }
        set { storage.withLock { $0.acceptTermsResult = newValue } }
    }

    /// What `rejectTerms(email:)` does when `onRejectTerms` is nil: success publishes a not-accepted idle state.
    public var rejectTermsResult: Result<Void, any Error> {
        get { storage.withLock { $0.rejectTermsResult } }
        set { storage.withLock { $0.rejectTermsResult = newValue } }
    }

    // MARK: Custom behaviour (mock)

    /// Replaces `login(email:)`'s behaviour when set.
    public var onLogin: (@Sendable (String) async throws -> Void)? {
        get { storage.withLock { $0.onLogin } }
        set { storage.withLock { $0.onLogin = newValue } }
    }

    /// Replaces `acceptTerms(email:)`'s behaviour when set.
    public var onAcceptTerms: (@Sendable (String) async throws -> Void)? {
        get { storage.withLock { $0.onAcceptTerms } }
        set { storage.withLock { $0.onAcceptTerms = newValue } }
    }

    /// Replaces `rejectTerms(email:)`'s behaviour when set.
    public var onRejectTerms: (@Sendable (String) async throws -> Void)? {
        get { storage.withLock { $0.onRejectTerms } }
        set { storage.withLock { $0.onRejectTerms = newValue } }
    }

    // MARK: Call tracking (spy)

    /// Every email passed to `login(email:)`, oldest first.
    public var loginEmails: [String] { storage.withLock { $0.loginEmails } }
    /// How many times `login(email:)` was called.
    public var loginCallCount: Int { loginEmails.count }
    /// Whether `login(email:)` was called.
    public var loginCalled: Bool { !loginEmails.isEmpty }
    /// The last email passed to `login(email:)`.
    public var lastLoginEmail: String? { loginEmails.last }

    /// Every email passed to `acceptTerms(email:)`, oldest first.
    public var acceptTermsEmails: [String] { storage.withLock { $0.acceptTermsEmails } }
    /// Whether `acceptTerms(email:)` was called.
    public var acceptTermsCalled: Bool { !acceptTermsEmails.isEmpty }
    /// The last email passed to `acceptTerms(email:)`.
    public var lastAcceptTermsEmail: String? { acceptTermsEmails.last }

    /// Every email passed to `rejectTerms(email:)`, oldest first.
    public var rejectTermsEmails: [String] { storage.withLock { $0.rejectTermsEmails } }
    /// Whether `rejectTerms(email:)` was called.
    public var rejectTermsCalled: Bool { !rejectTermsEmails.isEmpty }

    /// How many times `clear()` was called.
    public var clearCallCount: Int { storage.withLock { $0.clearCallCount } }
    /// Whether `clear()` was called.
    public var clearCalled: Bool { clearCallCount > 0 }

    // MARK: Test helpers

    /// Publishes `state` as if the use case had moved to it.
    public func setState(_ state: LoginUseCaseNameSpace.States) {
        stateSubject.send(state)
    }

    /// Publishes an error state.
    public func simulateError(_ error: LoginUseCaseNameSpace.Errors, email: String, acceptedTerms: Bool) {
        stateSubject.send(.error(email: email, acceptedTerms: acceptedTerms, error: error))
    }

    /// Forgets all calls and configuration and publishes the initial state.
    public func reset() {
        storage.withLock { $0 = Storage() }
        stateSubject.send(Self.initialState)
    }

    // MARK: LoginUseCaseProtocol

    public var statePublisher: AnyPublisher<LoginUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func login(email: String) async throws {
        let (override, result) = storage.withLock { storage in
            storage.loginEmails.append(email)
            return (storage.onLogin, storage.loginResult)
        }
        if let override {
            return try await override(email)
        }
        try result.get()
        stateSubject.send(.loggingIn(email: email, acceptedTerms: true))
        stateSubject.send(.loggedIn(email: email, registration: .alreadyRegistered, acceptedTerms: true))
    }

    public func acceptTerms(email: String) async throws {
        let (override, result) = storage.withLock { storage in
            storage.acceptTermsEmails.append(email)
            return (storage.onAcceptTerms, storage.acceptTermsResult)
        }
        if let override {
            return try await override(email)
        }
        try result.get()
        stateSubject.send(.idle(email: email, acceptedTerms: true))
    }

    public func rejectTerms(email: String) async throws {
        let (override, result) = storage.withLock { storage in
            storage.rejectTermsEmails.append(email)
            return (storage.onRejectTerms, storage.rejectTermsResult)
        }
        if let override {
            return try await override(email)
        }
        try result.get()
        stateSubject.send(.idle(email: email, acceptedTerms: false))
    }

    public func clear() {
        storage.withLock { $0.clearCallCount += 1 }
        stateSubject.send(Self.initialState)
    }
}
