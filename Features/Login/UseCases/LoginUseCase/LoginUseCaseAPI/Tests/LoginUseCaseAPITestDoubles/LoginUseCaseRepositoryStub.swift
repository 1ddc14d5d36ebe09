import LoginUseCaseAPI
import Synchronization

/// Stub, mock and spy for `LoginUseCaseRepositoryProtocol` (blueprint §9.5.2).
public final class LoginUseCaseRepositoryStub: LoginUseCaseRepositoryProtocol {
    /// The arguments of one `saveUserLoginState` call.
    public struct SaveUserLoginStateCall: Equatable, Sendable {
        /// The email passed in.
        public let email: String
        /// The temporary token passed in.
        public let temporaryToken: String?
        /// Whether the user was reported as existing.
        public let userExist: Bool

        /// Creates a call record.
        public init(email: String, temporaryToken: String?, userExist: Bool) {
            self.email = email
            self.temporaryToken = temporaryToken
            self.userExist = userExist
        }
    }

    private struct Storage {
        var loginResult: Result<LoginUseCaseNameSpace.LoginResponse, any Error> = .success(.userExist)
        var saveUserLoginStateResult: Result<LoginUseCaseNameSpace.SaveUserLoginStateResult, any Error> = .success(.init())
        var doesUserExistResult: Result<Bool, any Error> = .success(true)
        var onLogin: (@Sendable (String) async throws -> LoginUseCaseNameSpace.LoginResponse)?
        var onSaveUserLoginState: (@Sendable (SaveUserLoginStateCall) async throws -> LoginUseCaseNameSpace.SaveUserLoginStateResult)?
        var onDoesUserExist: (@Sendable (String) async throws -> Bool)?
        var loginEmails: [String] = []
        var saveUserLoginStateCalls: [SaveUserLoginStateCall] = []
        var doesUserExistEmails: [String] = []
    }

    private let storage = Mutex(Storage())

    /// Creates the stub: logins answer `.userExist`, saves succeed.
    public init() {}

    // MARK: Configurable behaviour (stub)

    /// What `login(email:)` returns when `onLogin` is nil.
    public var loginResult: Result<LoginUseCaseNameSpace.LoginResponse, any Error> {
        get { storage.withLock { $0.loginResult } }
        set { storage.withLock { $0.loginResult = newValue } }
    }

    /// What `saveUserLoginState` returns when `onSaveUserLoginState` is nil.
    public var saveUserLoginStateResult: Result<LoginUseCaseNameSpace.SaveUserLoginStateResult, any Error> {
        get { storage.withLock { $0.saveUserLoginStateResult } }
        set { storage.withLock { $0.saveUserLoginStateResult = newValue } }
    }

    /// What `doesUserExist(email:)` returns when `onDoesUserExist` is nil.
    public var doesUserExistResult: Result<Bool, any Error> {
        get { storage.withLock { $0.doesUserExistResult } }
        set { storage.withLock { $0.doesUserExistResult = newValue } }
    }

    // MARK: Custom behaviour (mock)

    /// Replaces `login(email:)`'s behaviour when set.
    public var onLogin: (@Sendable (String) async throws -> LoginUseCaseNameSpace.LoginResponse)? {
        get { storage.withLock { $0.onLogin } }
        set { storage.withLock { $0.onLogin = newValue } }
    }

    /// Replaces `saveUserLoginState`'s behaviour when set.
    public var onSaveUserLoginState: (@Sendable (SaveUserLoginStateCall) async throws -> LoginUseCaseNameSpace.SaveUserLoginStateResult)? {
        get { storage.withLock { $0.onSaveUserLoginState } }
        set { storage.withLock { $0.onSaveUserLoginState = newValue } }
    }

    /// Replaces `doesUserExist(email:)`'s behaviour when set.
    public var onDoesUserExist: (@Sendable (String) async throws -> Bool)? {
        get { storage.withLock { $0.onDoesUserExist } }
        set { storage.withLock { $0.onDoesUserExist = newValue } }
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

    /// Every `saveUserLoginState` call, oldest first.
    public var saveUserLoginStateCalls: [SaveUserLoginStateCall] { storage.withLock { $0.saveUserLoginStateCalls } }
    /// Whether `saveUserLoginState` was called.
    public var saveUserLoginStateCalled: Bool { !saveUserLoginStateCalls.isEmpty }
    /// The last `saveUserLoginState` call.
    public var lastSaveUserLoginStateCall: SaveUserLoginStateCall? { saveUserLoginStateCalls.last }

    /// Every email passed to `doesUserExist(email:)`, oldest first.
    public var doesUserExistEmails: [String] { storage.withLock { $0.doesUserExistEmails } }
    /// Whether `doesUserExist(email:)` was called.
    public var doesUserExistCalled: Bool { !doesUserExistEmails.isEmpty }

    /// Forgets all calls and configuration.
    public func reset() {
        storage.withLock { $0 = Storage() }
    }

    // MARK: LoginUseCaseRepositoryProtocol

    public func login(email: String) async throws -> LoginUseCaseNameSpace.LoginResponse {
        let (override, result) = storage.withLock { storage in
            storage.loginEmails.append(email)
            return (storage.onLogin, storage.loginResult)
        }
        if let override {
            return try await override(email)
        }
        return try result.get()
    }

    public func saveUserLoginState(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginUseCaseNameSpace.SaveUserLoginStateResult {
        let call = SaveUserLoginStateCall(email: email, temporaryToken: temporaryToken, userExist: userExist)
        let (override, result) = storage.withLock { storage in
            storage.saveUserLoginStateCalls.append(call)
            return (storage.onSaveUserLoginState, storage.saveUserLoginStateResult)
        }
        if let override {
            return try await override(call)
        }
        return try result.get()
    }

    public func doesUserExist(email: String) async throws -> Bool {
        let (override, result) = storage.withLock { storage in
            storage.doesUserExistEmails.append(email)
            return (storage.onDoesUserExist, storage.doesUserExistResult)
        }
        if let override {
            return try await override(email)
        }
        return try result.get()
    }
}
