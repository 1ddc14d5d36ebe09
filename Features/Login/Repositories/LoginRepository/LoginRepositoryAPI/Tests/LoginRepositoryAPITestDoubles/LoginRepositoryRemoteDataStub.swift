import LoginRepositoryAPI
import Synchronization

/// Stub, mock and spy for `LoginRepositoryRemoteDataProtocol` (blueprint §9.5.2).
public final class LoginRepositoryRemoteDataStub: LoginRepositoryRemoteDataProtocol {
    private struct Storage {
        var loginResult: Result<LoginRepositoryNameSpace.LoginOrRegisterRemoteResult, any Error> =
            .success(.init(step: .enterPin, token: nil))
        var onLogin: (@Sendable (String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult)?
        var loginEmails: [String] = []
    }

    private let storage = Mutex(Storage())

    /// Creates the stub: logins answer "enter PIN".
    public init() {}

    /// What `login(email:)` returns when `onLogin` is nil.
    public var loginResult: Result<LoginRepositoryNameSpace.LoginOrRegisterRemoteResult, any Error> {
        get { storage.withLock { $0.loginResult } }
        set { storage.withLock { $0.loginResult = newValue } }
    }

    /// Replaces `login(email:)`'s behaviour when set.
    public var onLogin: (@Sendable (String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult)? {
        get { storage.withLock { $0.onLogin } }
        set { storage.withLock { $0.onLogin = newValue } }
    }

    /// Every email passed to `login(email:)`, oldest first.
    public var loginEmails: [String] { storage.withLock { $0.loginEmails } }
    /// How many times `login(email:)` was called.
    public var loginCallCount: Int { loginEmails.count }
    /// Whether `login(email:)` was called.
    public var loginCalled: Bool { !loginEmails.isEmpty }
    /// The last email passed to `login(email:)`.
    public var lastLoginEmail: String? { loginEmails.last }

    /// Forgets all calls and configuration.
    public func reset() {
        storage.withLock { $0 = Storage() }
    }

    public func login(email: String) async throws -> LoginRepositoryNameSpace.LoginOrRegisterRemoteResult {
        let (override, result) = storage.withLock { storage in
            storage.loginEmails.append(email)
            return (storage.onLogin, storage.loginResult)
        }
        if let override {
            return try await override(email)
        }
        return try result.get()
    }
}
