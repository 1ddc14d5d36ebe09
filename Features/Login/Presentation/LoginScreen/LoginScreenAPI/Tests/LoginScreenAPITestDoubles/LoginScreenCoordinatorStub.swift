import LoginScreenAPI
import Synchronization

/// Stub, mock and spy for `LoginScreenCoordinatorProtocol` (blueprint §9.5.2).
public final class LoginScreenCoordinatorStub: LoginScreenCoordinatorProtocol {
    private struct Storage {
        var verificationEmails: [String] = []
        var lockScreenEmails: [String] = []
        var termsLinks: [String] = []
        var onNavigate: (@Sendable () -> Void)?
    }

    private let storage = Mutex(Storage())

    /// Creates the stub.
    public init() {}

    /// Called after every navigation request, e.g. to fulfil an expectation.
    public var onNavigate: (@Sendable () -> Void)? {
        get { storage.withLock { $0.onNavigate } }
        set { storage.withLock { $0.onNavigate = newValue } }
    }

    /// Every email passed to `pushVerificationScreen(email:)`, oldest first.
    public var verificationEmails: [String] { storage.withLock { $0.verificationEmails } }
    /// Whether `pushVerificationScreen(email:)` was called.
    public var pushVerificationScreenCalled: Bool { !verificationEmails.isEmpty }

    /// Every email passed to `pushLockScreen(email:)`, oldest first.
    public var lockScreenEmails: [String] { storage.withLock { $0.lockScreenEmails } }
    /// Whether `pushLockScreen(email:)` was called.
    public var pushLockScreenCalled: Bool { !lockScreenEmails.isEmpty }

    /// Every link passed to `openTermsAndConditions(link:)`, oldest first.
    public var termsLinks: [String] { storage.withLock { $0.termsLinks } }

    /// Forgets all calls and configuration.
    public func reset() {
        storage.withLock { $0 = Storage() }
    }

    public func pushVerificationScreen(email: String) async {
        record { $0.verificationEmails.append(email) }
    }

    public func pushLockScreen(email: String) async {
        record { $0.lockScreenEmails.append(email) }
    }

    public func openTermsAndConditions(link: String) async {
        record { $0.termsLinks.append(link) }
    }

    private func record(_ change: (inout Storage) -> Void) {
        let onNavigate = storage.withLock { storage in
            change(&storage)
            return storage.onNavigate
        }
        onNavigate?()
    }
}
