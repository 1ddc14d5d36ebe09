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

    public func login(email typed: String) async {
        guard let (email, acceptedTerms) = beginLogin(email: typed) else { return }
        do {
            let response = try await loginRepository.login(email: email)
            let registration = try await remember(response, email: email)
            stateSubject.send(.loggedIn(email: email, registration: registration, acceptedTerms: acceptedTerms))
            // Back on this form (Esc on the code screen), the address is as typed.
            stateSubject.send(.idle(email: email, acceptedTerms: acceptedTerms))
        } catch {
            if Task.isCancelled {
                // The user stopped waiting: back to the form as it was, with nothing remembered.
                stateSubject.send(.idle(email: email, acceptedTerms: acceptedTerms))
                return
            }
            let domainError = error as? LoginUseCaseNameSpace.Errors ?? .unexpectedResponse
            stateSubject.send(.error(email: email, acceptedTerms: acceptedTerms, error: domainError))
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
    /// Normalises and validates the typed email and moves to `.loggingIn` atomically; an address
    /// or terms the login cannot go on with move to `.error` instead.
    /// - Returns: the normalised email and whether the terms were accepted; nil when the login does
    ///   not start (refused, or one is in flight or done).
    func beginLogin(email typed: String) -> (email: String, acceptedTerms: Bool)? {
        let normalised = EmailAddressRule.normalised(typed)
        var started: (email: String, acceptedTerms: Bool)?
        var refused: LoginUseCaseNameSpace.States?
        _ = try? stateSubject.transition { state in
            switch state {
            case .idle(_, let accepted), .error(_, let accepted, _):
                guard let normalised else {
                    refused = .error(email: typed, acceptedTerms: accepted, error: .invalidEmailFormat)
                    return .idle(email: typed, acceptedTerms: accepted)
                }
                guard accepted else {
                    refused = .error(email: normalised, acceptedTerms: accepted, error: .termsNotAccepted)
                    return .idle(email: normalised, acceptedTerms: accepted)
                }
                started = (normalised, accepted)
                return .loggingIn(email: normalised, acceptedTerms: accepted)
            case .loggingIn, .loggedIn:
                throw Ignored()
            }
        }
        // Refused after `.idle`: a screen sees the refusal even when it repeats the last one.
        if let refused { stateSubject.send(refused) }
        return started
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

    /// Records the terms decision; ignored while a login is in flight or done.
    func setTerms(accepted: Bool, email: String) {
        _ = try? stateSubject.transition { state in
            switch state {
            case .idle, .error: .idle(email: email, acceptedTerms: accepted)
            case .loggingIn, .loggedIn: throw Ignored()
            }
        }
    }
}

/// Leaves the state as it is, unpublished: what was asked cannot happen now.
private struct Ignored: Error {}
