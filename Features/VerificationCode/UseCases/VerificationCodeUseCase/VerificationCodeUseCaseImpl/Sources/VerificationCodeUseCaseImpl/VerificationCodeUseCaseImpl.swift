import Foundation
import Loadable
import Reactive
import Resolver
import Synchronization
import VerificationCodeUseCaseAPI

/// The email verification step (blueprint §3.2). Business rules: a code is six digits; one
/// request at a time; a new code at most every `resendCooldown` seconds. It publishes one
/// `Snapshot`: where the last check and the last request for a new code stand.
public final class VerificationCodeUseCaseImpl: Sendable {
    /// The shortest time between two codes sent to the same email.
    public static let resendCooldown: TimeInterval = 30

    typealias NameSpace = VerificationCodeUseCaseNameSpace

    private let repository: any VerificationCodeUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    /// When each code was sent.
    private let codeSentAt = Mutex<[String: Date]>([:])
    private let stateSubject = StateSubject(VerificationCodeUseCaseNameSpace.Snapshot())

    /// Resolves the repository from the container (the registrar's path).
    public convenience init() {
        self.init(repository: Resolver.resolve(VerificationCodeUseCaseRepositoryProtocol.self), now: Date.init)
    }

    /// Creates the use case over `repository`, reading the time from `now` (the tests' path).
    public init(repository: any VerificationCodeUseCaseRepositoryProtocol, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }
}

// MARK: - VerificationCodeUseCaseProtocol

extension VerificationCodeUseCaseImpl: VerificationCodeUseCaseProtocol {
    public var statePublisher: AnyPublisher<VerificationCodeUseCaseNameSpace.Snapshot, Never> {
        stateSubject.eraseToAnyPublisher()
    }

    public func resendAvailableAt(email: String) -> Date {
        let now = now()
        return codeSentAt.withLock { codeSentAt in
            let sentAt = codeSentAt[email] ?? now
            codeSentAt[email] = sentAt
            return sentAt.addingTimeInterval(Self.resendCooldown)
        }
    }

    public func verify(email: String, code: String) async {
        let wellFormed = code.count == NameSpace.codeLength && code.allSatisfy(\.isASCIIDigitCharacter)
        guard begin(\.verification, failing: wellFormed ? nil : .invalidCodeFormat) else { return }
        let outcome: Submission<NameSpace.Errors>
        do {
            _ = try await repository.verify(email: email, code: code)
            outcome = .done
        } catch {
            outcome = .failed(Self.domainError(error))
        }
        publish { $0.verification = outcome }
    }

    public func resendCode(email: String) async {
        let availableAt = resendAvailableAt(email: email)
        let waiting = now() < availableAt
        guard begin(\.resend, failing: waiting ? .resendNotYetAvailable(until: availableAt) : nil) else { return }
        do {
            _ = try await repository.resendCode(email: email)
        } catch {
            return publish { $0.resend = .failed(Self.domainError(error)) }
        }
        let sentAt = now()
        codeSentAt.withLock { $0[email] = sentAt }
        publish { snapshot in
            snapshot.nextResendAt = sentAt.addingTimeInterval(Self.resendCooldown)
            snapshot.resend = .done
        }
    }
}

// MARK: - Requests

private extension VerificationCodeUseCaseImpl {
    /// Starts the request at `progress` (Core's `submit`); returns whether it goes on. One request
    /// at a time: another while either is on its way is ignored, unpublished.
    func begin(_ progress: WritableKeyPath<NameSpace.Snapshot, Submission<NameSpace.Errors>?> & Sendable, failing problem: NameSpace.Errors?) -> Bool {
        stateSubject.submit(progress, failing: problem) { $0.verification == .submitting || $0.resend == .submitting }
    }

    /// Makes `change` to the snapshot and publishes it.
    func publish(_ change: (inout NameSpace.Snapshot) -> Void) {
        stateSubject.update(change)
        stateSubject.deliver()
    }

    /// `error` as the step's error; anything else is an answer the app does not understand.
    static func domainError(_ error: any Error) -> NameSpace.Errors {
        error as? NameSpace.Errors ?? .unexpectedResponse
    }
}

private extension Character {
    /// Whether this is one of 0–9 (not any Unicode digit).
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
