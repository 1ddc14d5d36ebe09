import Foundation

extension ChangeAppPinRepositoryNameSpace {
    /// Failures of the remote data source, independent of the transport used.
    public enum RemoteErrors: Error, Equatable, Sendable {
        /// The gateway could not be reached.
        case networkUnavailable
        /// Too many wrong PINs: the gateway refuses every PIN until `until`.
        case locked(until: Date)
        /// The gateway refused the request with a stable `code` (e.g. `invalid_pin`) and a human `message`.
        case rejected(code: String, message: String)
        /// There is no session, or the gateway refused to renew it.
        case sessionExpired
        /// The gateway's answer could not be understood.
        case invalidResponse
    }
}
