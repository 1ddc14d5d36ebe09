import Loadable

extension CardsTabUseCaseNameSpace {
    /// Everything the CardsTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the list, the
    /// detail and the freeze sheet read it from the one `statePublisher`, so a card's status and
    /// a change on its way always agree. The outcome of a change goes to the screen that asked.
    public struct Snapshot: Equatable, Sendable {
        /// The cards load.
        public var cards: States
        /// The ids of the cards whose freeze or unfreeze is on its way (already shown in `cards`).
        public var changing: Set<String>

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(cards: States = .idle, changing: Set<String> = []) {
            self.cards = cards
            self.changing = changing
        }
    }
}
