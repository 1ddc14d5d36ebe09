import Foundation

/// How a call to a remote data source failed: the one error type at the data boundary.
///
/// Every feature's remote data protocol (in its `RepositoryAPI`) throws it, the gateway client
/// maps its transport and HTTP failures to it in one place, and each feature's repository turns
/// it into its use case's domain errors (blueprint §11.3). A case a feature cannot meet today
/// still reaches its repository as itself, never disguised as another.
public enum RemoteDataError: Error, Equatable, Sendable {
    /// The gateway could not be reached, or its answer was lost on the way.
    case networkUnavailable
    /// The call needs a signed-in session and there is none, or it could not be renewed.
    case sessionExpired
    /// Too many wrong PINs: the gateway refuses every PIN until `until`.
    case locked(until: Date)
    /// A wrong PIN or code: `attemptsLeft` more tries before the account locks or a new code is needed.
    case wrongSecret(attemptsLeft: Int)
    /// The gateway refused the request with a stable `code` and a human `message`.
    case rejected(code: String, message: String)
    /// The gateway's answer could not be understood.
    case invalidResponse
    /// The caller gave up waiting (Esc on a request): not a failure to show.
    case cancelled
}
