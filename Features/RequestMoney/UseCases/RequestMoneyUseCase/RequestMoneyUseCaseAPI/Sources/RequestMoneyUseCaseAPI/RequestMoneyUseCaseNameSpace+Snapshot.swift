import Loadable

extension RequestMoneyUseCaseNameSpace {
    /// Everything the RequestMoneyUseCase holds, as one value (blueprint §3.5 Pattern 3): the
    /// accounts money can be asked into. A request goes to the screen that asked for it.
    public struct Snapshot: Equatable, Sendable {
        /// The accounts load.
        public var accounts: States

        /// Creates a snapshot; the default is a use case that has loaded nothing yet.
        public init(accounts: States = .idle) {
            self.accounts = accounts
        }
    }
}
