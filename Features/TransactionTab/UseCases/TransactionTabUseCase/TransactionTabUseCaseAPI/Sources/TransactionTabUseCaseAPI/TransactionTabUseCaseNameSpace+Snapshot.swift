import Loadable

extension TransactionTabUseCaseNameSpace {
    /// Everything the TransactionTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the
    /// list and the detail screens read it from the one `statePublisher`, so the rows, the
    /// transactions opened, their masking and the export always agree.
    public struct Snapshot: Equatable, Sendable {
        /// Where the pagination stands.
        public var list: States
        /// Whether every amount is masked ("hide balances", set on Home).
        public var hidesBalances: Bool
        /// The last export of the listed transactions; forgotten when another list is asked for.
        public var export: ExportStates
        /// The transactions opened on their own, by id: listed, or read from the gateway (a link's).
        public var opened: [String: Loadable<OpenedTransaction, Errors>]

        /// Creates a snapshot; the defaults are a use case that has listed nothing yet.
        public init(
            list: States = .idle,
            hidesBalances: Bool = false,
            export: ExportStates = .idle,
            opened: [String: Loadable<OpenedTransaction, Errors>] = [:]
        ) {
            self.list = list
            self.hidesBalances = hidesBalances
            self.export = export
            self.opened = opened
        }
    }
}
