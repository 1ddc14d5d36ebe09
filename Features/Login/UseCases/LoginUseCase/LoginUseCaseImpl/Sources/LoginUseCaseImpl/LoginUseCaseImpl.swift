import EmailAddressRule
import LoginUseCaseAPI
import Reactive
import Resolver

/// The Login use case (blueprint §3.2): normalises and validates the email (`EmailAddressRule`,
/// shared with the gateway), enforces terms acceptance, runs the login state machine and asks
/// the repository to remember the next step, always with the normalised email.
public final class LoginUseCaseImpl: Sendable {
    private let loginRepository: any LoginUseCaseRepositoryProtocol
    private let stateSubject = StateSubject(LoginUseCaseNameSpace.States.idle(email: "", acceptedTerms: false))

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(LoginUseCaseRepositoryProtocol.self))
    }

    /// Creates the use case over `repository` (the tests' path).
    public init(repository: any LoginUseCaseRepositoryProtocol) {
        self.loginRepository = repository
    }
}

// MARK: - LoginUseCaseProtocol

extension LoginUseCaseImpl: LoginUseCaseProtocol {
    public var statePublisher: AnyPublisher<LoginUseCaseNameSpace.States, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func login(email typed: String) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.LoginResult {
        let (email, acceptedTerms) = try beginLogin(email: typed)
        // Back on this form (Esc on the code screen), the address is as the login used it.
        defer { stateSubject.send(.idle(email: email, acceptedTerms: acceptedTerms)) }
        do throws(LoginUseCaseNameSpace.Errors) {
            let response = try await loginRepository.login(email: email)
            return .init(email: email, registration: try await remember(response, email: email))
        } catch {
            // The user stopped waiting: back to the form as it was, with nothing remembered.
            if Task.isCancelled { throw .cancelled }
            throw error
        }
    }

    public func acceptTerms(email: String) async {
        setTerms(accepted: true, email: email)
    }

    public func rejectTerms(email: String) async {
        setTerms(accepted: false, email: email)
    }

    public func clear() {
        stateSubject.send(.idle(email: "", acceptedTerms: false))
    }
}

// MARK: - State machine

private extension LoginUseCaseImpl {
    /// Normalises and validates the typed email and moves to `.loggingIn` atomically.
    /// - Returns: the normalised email and whether the terms were accepted.
    /// - Throws: why the login does not start (a refusal, or one in flight); the state stays.
    func beginLogin(email typed: String) throws(LoginUseCaseNameSpace.Errors) -> (email: String, acceptedTerms: Bool) {
        let normalised = EmailAddressRule.normalised(typed)
        var started: (email: String, acceptedTerms: Bool)?
        try stateSubject.transition { (state) throws(LoginUseCaseNameSpace.Errors) in
            switch state {
            case .idle(_, let accepted):
                guard let normalised else { throw .invalidEmailFormat }
                guard accepted else { throw .termsNotAccepted }
                started = (normalised, accepted)
                return .loggingIn(email: normalised, acceptedTerms: accepted)
            case .loggingIn:
                throw .loginOnItsWay
            }
        }
        guard let started else { throw .loginOnItsWay }
        return started
    }

    /// Stores the next step for `email` and says which one it is.
    func remember(
        _ response: LoginUseCaseNameSpace.LoginResponse,
        email: String
    ) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.RegistrationState {
        switch response {
        case .userExist:
            _ = try await loginRepository.saveUserLoginState(email: email, temporaryToken: nil, userExist: true)
            return .alreadyRegistered
        case .userNotExist(let temporaryToken):
            _ = try await loginRepository.saveUserLoginState(
                email: email,
                temporaryToken: temporaryToken,
                userExist: false
            )
            return .notRegisteredBefore
        }
    }

    /// Records the terms decision; ignored while a login is in flight.
    func setTerms(accepted: Bool, email: String) {
        _ = try? stateSubject.transition { (state) throws(LoginUseCaseNameSpace.Errors) in
            guard case .idle = state else { throw .loginOnItsWay }
            return .idle(email: email, acceptedTerms: accepted)
        }
    }
}
