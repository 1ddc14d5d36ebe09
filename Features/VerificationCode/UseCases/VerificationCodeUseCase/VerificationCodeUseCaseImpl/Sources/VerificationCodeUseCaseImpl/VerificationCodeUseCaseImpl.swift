import Foundation
import Resolver
import Synchronization
import VerificationCodeUseCaseAPI

/// The email verification step (blueprint §3.2). Business rules: a code is six digits; one
/// request at a time; a new code at most every `resendCooldown` seconds.
public final class VerificationCodeUseCaseImpl: Sendable {
    /// The shortest time between two codes sent to the same email.
    public static let resendCooldown: TimeInterval = 30

    private let repository: any VerificationCodeUseCaseRepositoryProtocol
    private let now: @Sendable () -> Date
    private let progress = Mutex(Progress())

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
    public func resendAvailableAt(email: String) -> Date {
        let now = now()
        return progress.withLock { progress in
            let sentAt = progress.codeSentAt[email] ?? now
            progress.codeSentAt[email] = sentAt
            return sentAt.addingTimeInterval(Self.resendCooldown)
        }
    }

    public func verify(email: String, code: String) async throws -> VerificationCodeUseCaseNameSpace.VerifyResult {
        guard code.count == VerificationCodeUseCaseNameSpace.codeLength, code.allSatisfy(\.isASCIIDigitCharacter) else {
            throw VerificationCodeUseCaseNameSpace.Errors.invalidCodeFormat
        }
        try beginRequest()
        defer { endRequest() }
        _ = try await translatingErrors { try await repository.verify(email: email, code: code) }
        return .init()
    }

    public func resendCode(email: String) async throws -> VerificationCodeUseCaseNameSpace.ResendResult {
        let availableAt = resendAvailableAt(email: email)
        guard now() >= availableAt else {
            throw VerificationCodeUseCaseNameSpace.Errors.resendNotYetAvailable(until: availableAt)
        }
        try beginRequest()
        defer { endRequest() }
        _ = try await translatingErrors { try await repository.resendCode(email: email) }
        let sentAt = now()
        progress.withLock { $0.codeSentAt[email] = sentAt }
        return .init(nextResendAt: sentAt.addingTimeInterval(Self.resendCooldown))
    }
}

// MARK: - Requests

private extension VerificationCodeUseCaseImpl {
    /// What the step remembers: when each code was sent, and whether a request is in flight.
    struct Progress {
        var codeSentAt: [String: Date] = [:]
        var isBusy = false
    }

    func beginRequest() throws {
        try progress.withLock { progress in
            guard !progress.isBusy else { throw VerificationCodeUseCaseNameSpace.Errors.busy }
            progress.isBusy = true
        }
    }

    func endRequest() {
        progress.withLock { $0.isBusy = false }
    }

    func translatingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as VerificationCodeUseCaseNameSpace.Errors {
            throw error
        } catch {
            throw VerificationCodeUseCaseNameSpace.Errors.unexpectedResponse
        }
    }
}

private extension Character {
    /// Whether this is one of 0–9 (not any Unicode digit).
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
