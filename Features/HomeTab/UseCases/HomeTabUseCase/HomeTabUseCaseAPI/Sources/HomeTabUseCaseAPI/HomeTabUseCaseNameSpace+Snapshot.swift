import Loadable

extension HomeTabUseCaseNameSpace {
    /// Everything the HomeTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the overview,
    /// and the last change of the "hide balances" preference with where it stands.
    public struct Snapshot: Equatable, Sendable {
        /// The overview load; a loaded overview follows the preference.
        public var overview: States
        /// The last "hide balances" change asked for here; nil before any.
        public var hidingBalances: Submission<Errors>?

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(overview: States = .idle, hidingBalances: Submission<Errors>? = nil) {
            self.overview = overview
            self.hidingBalances = hidingBalances
        }
    }
}
