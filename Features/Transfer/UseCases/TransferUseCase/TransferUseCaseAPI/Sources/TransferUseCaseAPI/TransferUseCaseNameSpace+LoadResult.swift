extension TransferUseCaseNameSpace {
    /// What a load returns (blueprint §8.1): what a transfer can go from and to.
    public struct LoadResult: Equatable, Sendable {
        /// The user's accounts, the possible sources; their IBANs are also valid destinations.
        public let accounts: [Account]
        /// The user's saved payees.
        public let payees: [Payee]

        /// Creates the result.
        public init(accounts: [Account] = [], payees: [Payee] = []) {
            self.accounts = accounts
            self.payees = payees
        }
    }
}
