import AuthenticationFlowUseCaseAPI
import Foundation
import Reactive
import Resolver
import Synchronization

/// The authentication flow (blueprint §4.6.12 Pattern 1): decides where the app resumes, follows
/// the session as it opens, locks and ends, and locks it after a delay without interaction: the
/// delay chosen in Settings, unless one is fixed for the run.
///
/// Business rules here: a stored session always asks for the PIN; an unfinished sign-up resumes
/// only while its step is valid (`signUpStepLifetime`, the gateway's code and token lifetime).
public final class AuthenticationFlowUseCaseImpl: Sendable {
    /// The inactivity lock's default delay.
    public static let defaultIdleTimeout: Duration = .seconds(5 * 60)
    /// How long an emailed code, or a verified email waiting for its PIN, stays valid.
    public static let signUpStepLifetime: TimeInterval = 10 * 60

    private let repository: any AuthenticationFlowUseCaseRepositoryProtocol
    private let idleLock: IdleLock
    private let now: @Sendable () -> Date
    private let stateSubject = StateSubject(AuthenticationFlowUseCaseNameSpace.States.splash)
    private let subscription = Mutex<AnyCancellable?>(nil)
    private let preferenceSubscription = Mutex<AnyCancellable?>(nil)

    /// Resolves the repository from the container (the registrar's path), locking after
    /// `idleTimeout`, or after the delay chosen in Settings when it is nil.
    public convenience init(idleTimeout: Duration? = nil) {
        self.init(
            repository: Resolver.resolve(AuthenticationFlowUseCaseRepositoryProtocol.self),
            clock: ContinuousClock(),
            idleTimeout: idleTimeout,
            now: Date.init
        )
    }

    /// Creates the flow over `repository`, timing inactivity on `clock` (after `idleTimeout`, or
    /// the repository's auto-lock delay as it changes when nil) and reading the date from `now`
    /// (the tests' path).
    public init(
        repository: any AuthenticationFlowUseCaseRepositoryProtocol,
        clock: any Clock<Duration>,
        idleTimeout: Duration?,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.now = now
        let idleLock = IdleLock(clock: clock, timeout: idleTimeout ?? Self.defaultIdleTimeout) { [repository] in
            await repository.lockSession()
        }
        self.idleLock = idleLock
        if idleTimeout == nil {
            preferenceSubscription.withLock { subscription in
                subscription = repository.autoLockAfterPublisher.sink { idleLock.setTimeout($0) }
            }
        }
    }
}

// MARK: - AuthenticationFlowUseCaseProtocol

extension AuthenticationFlowUseCaseImpl: AuthenticationFlowUseCaseProtocol {
    public var statePublisher: AnyPublisher<AuthenticationFlowUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public var currentState: AuthenticationFlowUseCaseNameSpace.States {
        stateSubject.value
    }

    public func start() async {
        guard stateSubject.value == .splash else { return }
        followSession()
        stateSubject.send(await resumedState())
    }

    public func userDidInteract() {
        if case .authenticated = stateSubject.value {
            idleLock.restart()
        }
    }

    public func lock() async {
        idleLock.cancel()
        await repository.lockSession()
    }

    public func logout() async throws(AuthenticationFlowUseCaseNameSpace.Errors) -> AuthenticationFlowUseCaseNameSpace.LogoutResult {
        idleLock.cancel()
        do {
            let result = try await repository.logout()
            stateSubject.send(.login)
            return result
        } catch {
            // Not logged out: a session still open goes on locking itself after inactivity.
            if case .authenticated = stateSubject.value { idleLock.restart() }
            throw error
        }
    }
}

// MARK: - State machine

private extension AuthenticationFlowUseCaseImpl {
    /// Where to resume at launch.
    func resumedState() async -> AuthenticationFlowUseCaseNameSpace.States {
        do {
            switch try await repository.restoreSession() {
            case .active(let email): return .authenticated(email: email)
            case .locked(let email): return .pinCode(email: email, firstLaunch: false)
            case .signedOut: break
            }
            guard let pending = try await repository.pendingSignUp(),
                  now() < pending.stepStartedAt.addingTimeInterval(Self.signUpStepLifetime)
            else { return .login }
            switch pending.step {
            case .verifyEmail: return .verificationCode(email: pending.email)
            case .createPin: return .pinCode(email: pending.email, firstLaunch: true)
            }
        } catch {
            // Nothing readable to resume from: start over rather than stay on the splash screen.
            return .login
        }
    }

    /// Follows the session: opening it authenticates, locking it asks for the PIN, ending it signs out.
    func followSession() {
        subscription.withLock { subscription in
            subscription = repository.sessionStatePublisher
                .removeDuplicates()
                .sink { [weak self] session in self?.apply(session) }
        }
    }

    func apply(_ session: AuthenticationFlowUseCaseNameSpace.SessionState) {
        switch session {
        case .active(let email):
            stateSubject.send(.authenticated(email: email))
            idleLock.restart()
        case .locked(let email):
            idleLock.cancel()
            if case .authenticated = stateSubject.value {
                stateSubject.send(.pinCode(email: email, firstLaunch: false))
            }
        case .signedOut:
            idleLock.cancel()
            switch stateSubject.value {
            case .authenticated, .pinCode(_, firstLaunch: false): stateSubject.send(.login)
            case .splash, .login, .verificationCode, .pinCode: break
            }
        }
    }
}
