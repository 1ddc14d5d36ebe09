import Loadable

extension RequestMoneyUseCaseNameSpace {
    /// Everything the RequestMoneyUseCase holds, as one value (blueprint §3.5 Pattern 3): the
    /// accounts money can be asked into, and the request made of the last form.
    public struct Snapshot: Equatable, Sendable {
        /// The accounts load.
        public var accounts: States
        /// The request made of the last form given to `makeRequest(_:)`, or why it could not be
        /// made; nil before any.
        public var request: Result<PaymentRequest, Errors>?

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(accounts: States = .idle, request: Result<PaymentRequest, Errors>? = nil) {
            self.accounts = accounts
            self.request = request
        }
    }
}
