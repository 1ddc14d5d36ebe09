import Loadable

extension TransactionTabUseCaseNameSpace {
    /// Everything the TransactionTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the
    /// list and the detail screens read it from the one `statePublisher`, so the rows, the
    /// transactions opened and the export always agree.
    public struct Snapshot: Equatable, Sendable {
        /// Where the pagination stands.
        public var list: States
        /// The last export of the listed transactions; forgotten when another list is asked for.
        public var export: ExportStates
        /// The transactions opened on their own, by id: listed, or read from the gateway (a link's).
        public var opened: [String: Loadable<OpenedTransaction, Errors>]

        /// Creates a snapshot; the defaults are a use case that has listed nothing yet.
        public init(
            list: States = .idle,
            export: ExportStates = .idle,
            opened: [String: Loadable<OpenedTransaction, Errors>] = [:]
        ) {
            self.list = list
            self.export = export
            self.opened = opened
        }
    }
}
