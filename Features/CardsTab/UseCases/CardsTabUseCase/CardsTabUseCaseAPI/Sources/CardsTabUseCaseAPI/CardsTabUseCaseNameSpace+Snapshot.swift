import Loadable

extension CardsTabUseCaseNameSpace {
    /// Everything the CardsTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the list, the
    /// detail and the freeze sheet read it from the one `statePublisher`, so a card's status and
    /// the change on its way always agree.
    public struct Snapshot: Equatable, Sendable {
        /// The cards load.
        public var cards: States
        /// Per card id, the last freeze or unfreeze asked for and where it stands.
        public var changes: [String: FreezeChange]

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(cards: States = .idle, changes: [String: FreezeChange] = [:]) {
            self.cards = cards
            self.changes = changes
        }
    }
}
