import Loadable

extension HomeTabUseCaseNameSpace {
    /// Everything the HomeTabUseCase holds, as one value (blueprint §3.5 Pattern 3): the overview.
    /// Whether amounts are hidden is the Settings use case's, which every screen reads.
    public struct Snapshot: Equatable, Sendable {
        /// The overview load.
        public var overview: States

        /// Creates a snapshot; the default is a use case that has loaded nothing yet.
        public init(overview: States = .idle) {
            self.overview = overview
        }
    }
}
