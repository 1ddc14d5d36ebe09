import Foundation
import Reactive
import Resolver
import Synchronization
import VerificationCodeUseCaseAPI

/// The email verification step (blueprint §3.2). Business rules: a code is six digits; one
/// request at a time; a new code at most every `resendCooldown` seconds. It publishes one
/// `Snapshot`: whether a request is on its way; a request's outcome is returned to the screen
/// that asked.
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

    public func verify(email: String, code: String) async throws(VerificationCodeUseCaseNameSpace.Errors) {
        guard code.count == NameSpace.codeLength, code.allSatisfy(\.isASCIIDigitCharacter) else { throw .invalidCodeFormat }
        try await request { () async throws(NameSpace.Errors) in _ = try await repository.verify(email: email, code: code) }
    }

    public func resendCode(email: String) async throws(VerificationCodeUseCaseNameSpace.Errors) -> Date {
        let availableAt = resendAvailableAt(email: email)
        guard now() >= availableAt else { throw .resendNotYetAvailable(until: availableAt) }
        var sentAt = availableAt
        try await request { () async throws(NameSpace.Errors) in
            _ = try await repository.resendCode(email: email)
            // Inside the request, so a second one waits for this code's cooldown.
            sentAt = now()
            codeSentAt.withLock { $0[email] = sentAt }
        }
        return sentAt.addingTimeInterval(Self.resendCooldown)
    }
}

// MARK: - Requests

private extension VerificationCodeUseCaseImpl {
    /// Sends `body`; one request at a time: another while one is on its way is refused.
    func request(_ body: () async throws(NameSpace.Errors) -> Void) async throws(NameSpace.Errors) {
        try stateSubject.transition { (snapshot) throws(NameSpace.Errors) in
            guard !snapshot.isRequesting else { throw .requestOnItsWay }
            return NameSpace.Snapshot(isRequesting: true)
        }
        defer { stateSubject.send(NameSpace.Snapshot(isRequesting: false)) }
        try await body()
    }
}

private extension Character {
    /// Whether this is one of 0–9 (not any Unicode digit).
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
