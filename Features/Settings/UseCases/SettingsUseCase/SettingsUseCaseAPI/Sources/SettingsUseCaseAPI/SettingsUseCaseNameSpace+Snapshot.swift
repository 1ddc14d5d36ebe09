import Loadable

extension SettingsUseCaseNameSpace {
    /// Everything the SettingsUseCase holds, as one value (blueprint §3.5 Pattern 3): the settings
    /// as kept, and the last choice asked for with where it stands.
    public struct Snapshot: Equatable, Sendable {
        /// The settings as kept; nil until `load()` has read them.
        public var settings: Settings?
        /// The last choice asked for; nil before any.
        public var change: Submission<Errors>?

        /// Creates a snapshot; the defaults are a use case that has read nothing yet.
        public init(settings: Settings? = nil, change: Submission<Errors>? = nil) {
            self.settings = settings
            self.change = change
        }
    }
}
