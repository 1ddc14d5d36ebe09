import Loadable

extension ChangeAppPinUseCaseNameSpace {
    /// Everything the ChangeAppPinUseCase holds, as one value (blueprint §3.5 Pattern 3): when the
    /// PIN was last changed on this device, and the last change asked for with where it stands.
    public struct Snapshot: Equatable, Sendable {
        /// When the PIN was last changed on this device; `.unknown` until `loadLastChange()` has read it.
        public var lastChange: LastChange
        /// The last change asked for; nil before any.
        public var change: Submission<Errors>?

        /// Creates a snapshot; the defaults are a use case that has read nothing yet.
        public init(lastChange: LastChange = .unknown, change: Submission<Errors>? = nil) {
            self.lastChange = lastChange
            self.change = change
        }
    }
}
