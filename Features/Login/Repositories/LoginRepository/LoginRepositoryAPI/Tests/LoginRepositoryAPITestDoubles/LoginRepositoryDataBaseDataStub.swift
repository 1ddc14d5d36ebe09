import LoginRepositoryAPI
import Synchronization

/// Stub, mock and spy for `LoginRepositoryDataBaseDataProtocol` (blueprint §9.5.2).
public final class LoginRepositoryDataBaseDataStub: LoginRepositoryDataBaseDataProtocol {
    /// The arguments of one state-changing call.
    public struct StateCall: Equatable, Sendable {
        /// The email passed in.
        public let email: String
        /// The temporary token passed in.
        public let temporaryToken: String?
        /// Whether the user exists, for update calls; nil for `createUserState`.
        public let userExist: Bool?

        /// Creates a call record.
        public init(email: String, temporaryToken: String?, userExist: Bool?) {
            self.email = email
            self.temporaryToken = temporaryToken
            self.userExist = userExist
        }
    }

    private struct Storage {
        var createUserStateResult: Result<LoginRepositoryNameSpace.CreateUserStateResult, any Error> = .success(.init())
        var doesUserStateExistResult: Result<Bool, any Error> = .success(false)
        var updateToShouldEnterPinResult: Result<LoginRepositoryNameSpace.UpdateUserLoginStateResult, any Error> =
            .success(.init(step: .shouldEnterPin))
        var updateToShouldVerifyResult: Result<LoginRepositoryNameSpace.UpdateUserLoginStateResult, any Error> =
            .success(.init(step: .shouldVerify))
        var onDoesUserStateExist: (@Sendable (String) async throws -> Bool)?
        var createUserStateCalls: [StateCall] = []
        var doesUserStateExistEmails: [String] = []
        var updateToShouldEnterPinCalls: [StateCall] = []
        var updateToShouldVerifyCalls: [StateCall] = []
    }

    private let storage = Mutex(Storage())

    /// Creates the stub: no state exists, every write succeeds.
    public init() {}

    // MARK: Configurable behaviour (stub)

    /// What `createUserState` returns.
    public var createUserStateResult: Result<LoginRepositoryNameSpace.CreateUserStateResult, any Error> {
        get { storage.withLock { $0.createUserStateResult } }
        set { storage.withLock { $0.createUserStateResult = newValue } }
    }

    /// What `doesUserStateExist` returns when `onDoesUserStateExist` is nil.
    public var doesUserStateExistResult: Result<Bool, any Error> {
        get { storage.withLock { $0.doesUserStateExistResult } }
        set { storage.withLock { $0.doesUserStateExistResult = newValue } }
    }

    /// What `updateUserLoginStateToShouldEnterPin` returns.
    public var updateToShouldEnterPinResult: Result<LoginRepositoryNameSpace.UpdateUserLoginStateResult, any Error> {
        get { storage.withLock { $0.updateToShouldEnterPinResult } }
        set { storage.withLock { $0.updateToShouldEnterPinResult = newValue } }
    }

    /// What `updateUserLoginStateToShouldVerify` returns.
    public var updateToShouldVerifyResult: Result<LoginRepositoryNameSpace.UpdateUserLoginStateResult, any Error> {
        get { storage.withLock { $0.updateToShouldVerifyResult } }
        set { storage.withLock { $0.updateToShouldVerifyResult = newValue } }
    }

    // MARK: Custom behaviour (mock)

    /// Replaces `doesUserStateExist`'s behaviour when set.
    public var onDoesUserStateExist: (@Sendable (String) async throws -> Bool)? {
        get { storage.withLock { $0.onDoesUserStateExist } }
        set { storage.withLock { $0.onDoesUserStateExist = newValue } }
    }

    // MARK: Call tracking (spy)

    /// Every `createUserState` call, oldest first.
    public var createUserStateCalls: [StateCall] { storage.withLock { $0.createUserStateCalls } }
    /// Every email passed to `doesUserStateExist`, oldest first.
    public var doesUserStateExistEmails: [String] { storage.withLock { $0.doesUserStateExistEmails } }
    /// Every `updateUserLoginStateToShouldEnterPin` call, oldest first.
    public var updateToShouldEnterPinCalls: [StateCall] { storage.withLock { $0.updateToShouldEnterPinCalls } }
    /// Every `updateUserLoginStateToShouldVerify` call, oldest first.
    public var updateToShouldVerifyCalls: [StateCall] { storage.withLock { $0.updateToShouldVerifyCalls } }

    /// Forgets all calls and configuration.
    public func reset() {
        storage.withLock { $0 = Storage() }
    }

    // MARK: LoginRepositoryDataBaseDataProtocol

    public func createUserState(
        with email: String,
        temporaryToken: String?
    ) async throws -> LoginRepositoryNameSpace.CreateUserStateResult {
        try storage.withLock { storage in
            storage.createUserStateCalls.append(.init(email: email, temporaryToken: temporaryToken, userExist: nil))
            return try storage.createUserStateResult.get()
        }
    }

    public func doesUserStateExist(email: String) async throws -> Bool {
        let (override, result) = storage.withLock { storage in
            storage.doesUserStateExistEmails.append(email)
            return (storage.onDoesUserStateExist, storage.doesUserStateExistResult)
        }
        if let override {
            return try await override(email)
        }
        return try result.get()
    }

    public func updateUserLoginStateToShouldEnterPin(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try storage.withLock { storage in
            storage.updateToShouldEnterPinCalls.append(.init(email: email, temporaryToken: temporaryToken, userExist: userExist))
            return try storage.updateToShouldEnterPinResult.get()
        }
    }

    public func updateUserLoginStateToShouldVerify(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult {
        try storage.withLock { storage in
            storage.updateToShouldVerifyCalls.append(.init(email: email, temporaryToken: temporaryToken, userExist: userExist))
            return try storage.updateToShouldVerifyResult.get()
        }
    }
}
