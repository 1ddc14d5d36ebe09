import LoginUseCaseAPI
import Reactive
import Resolver

/// The Login use case (blueprint §3.2): validates the email, enforces terms acceptance,
/// runs the login state machine and asks the repository to remember the next step.
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

    public func login(email: String) async throws {
        let acceptedTerms = try beginLogin(email: email)
        do {
            let response = try await loginRepository.login(email: email)
            let registration = try await remember(response, email: email)
            stateSubject.send(.loggedIn(email: email, registration: registration, acceptedTerms: acceptedTerms))
            clear()
        } catch {
            let domainError = error as? LoginUseCaseNameSpace.Errors ?? .unexpectedResponse
            stateSubject.send(.error(email: email, acceptedTerms: acceptedTerms, error: domainError))
            throw domainError
        }
    }

    public func acceptTerms(email: String) async throws {
        try setTerms(accepted: true, email: email)
    }

    public func rejectTerms(email: String) async throws {
        try setTerms(accepted: false, email: email)
    }

    public func clear() {
        stateSubject.send(.idle(email: "", acceptedTerms: false))
    }
}

// MARK: - State machine

private extension LoginUseCaseImpl {
    /// Validates the request and moves to `.loggingIn` atomically.
    /// - Returns: whether the terms were accepted.
    func beginLogin(email: String) throws -> Bool {
        var acceptedTerms = false
        do {
            try stateSubject.transition { state in
                switch state {
                case .idle(_, let accepted), .error(_, let accepted, _):
                    acceptedTerms = accepted
                    guard EmailAddressRule.isValid(email) else {
                        throw LoginUseCaseNameSpace.Errors.invalidEmailFormat
                    }
                    guard accepted else {
                        throw LoginUseCaseNameSpace.Errors.termsNotAccepted
                    }
                    return .loggingIn(email: email, acceptedTerms: accepted)
                case .loggingIn:
                    throw LoginUseCaseNameSpace.Errors.unableToLoginWhileLoggingIn
                case .loggedIn:
                    throw LoginUseCaseNameSpace.Errors.unableToLoginWhileLoggedIn
                }
            }
        } catch let error as LoginUseCaseNameSpace.Errors {
            if error == .invalidEmailFormat || error == .termsNotAccepted {
                stateSubject.send(.error(email: email, acceptedTerms: acceptedTerms, error: error))
            }
            throw error
        }
        return acceptedTerms
    }

    /// Stores the next step for `email` and says which one it is.
    func remember(
        _ response: LoginUseCaseNameSpace.LoginResponse,
        email: String
    ) async throws -> LoginUseCaseNameSpace.RegistrationState {
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

    /// Records the terms decision; refused while a login is in flight or done.
    func setTerms(accepted: Bool, email: String) throws {
        try stateSubject.transition { state in
            switch state {
            case .idle, .error:
                return .idle(email: email, acceptedTerms: accepted)
            case .loggingIn:
                throw LoginUseCaseNameSpace.Errors.unableToLoginWhileLoggingIn
            case .loggedIn:
                throw LoginUseCaseNameSpace.Errors.unableToLoginWhileLoggedIn
            }
        }
    }
}
