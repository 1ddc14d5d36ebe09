import Loadable

extension CardsTabUseCaseNameSpace {
    /// A freeze or unfreeze asked for, and where it stands.
    public struct FreezeChange: Equatable, Sendable {
        /// True for a freeze, false for an unfreeze.
        public let frozen: Bool
        /// On its way, done, or refused (the card then shows its old status again).
        public var progress: Submission<Errors>

        /// Creates the change.
        public init(frozen: Bool, progress: Submission<Errors>) {
            self.frozen = frozen
            self.progress = progress
        }
    }
}
