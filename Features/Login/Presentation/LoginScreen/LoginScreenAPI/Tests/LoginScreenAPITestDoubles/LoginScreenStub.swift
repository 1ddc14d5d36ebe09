import LoginScreenAPI
import Synchronization
import TerminalUI

/// Stub and spy for `LoginScreenProtocol`: shows a placeholder text and records the dependencies.
public final class LoginScreenStub: LoginScreenProtocol {
    private let calls = Mutex<[LoginScreenDependencies]>([])

    /// Creates the stub.
    public init() {}

    /// The text the placeholder view shows.
    public static let placeholderText = "Login screen stub"

    /// Every dependencies value passed to `screen(dependencies:)`, oldest first.
    public var screenDependencies: [LoginScreenDependencies] { calls.withLock { $0 } }
    /// How many times `screen(dependencies:)` was called.
    public var screenCallCount: Int { screenDependencies.count }

    /// Forgets all calls.
    public func reset() {
        calls.withLock { $0.removeAll() }
    }

    @MainActor
    public func screen(dependencies: LoginScreenDependencies) -> AnyView {
        calls.withLock { $0.append(dependencies) }
        return AnyView(Text(Self.placeholderText))
    }
}
