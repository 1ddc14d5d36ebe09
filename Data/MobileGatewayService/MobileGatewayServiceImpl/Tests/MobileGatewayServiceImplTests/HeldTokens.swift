import Synchronization
import UserSessionAPI

/// The tokens the stubbed session holds, as `UserSessionImpl` holds them while open.
final class HeldTokens: Sendable {
    private let tokens = Mutex<UserSessionNameSpace.Tokens?>(nil)

    var current: UserSessionNameSpace.Tokens? { tokens.withLock { $0 } }

    func open(_ new: UserSessionNameSpace.Tokens?) {
        tokens.withLock { $0 = new }
    }

    /// Replaces `replaced` with `new` unless another refresh replaced it first.
    func rotate(from replaced: UserSessionNameSpace.Tokens, to new: UserSessionNameSpace.Tokens) -> Bool {
        tokens.withLock { held in
            guard held == replaced else { return false }
            held = new
            return true
        }
    }
}
