extension ChangeAppPinUseCaseNameSpace {
    /// Everything the ChangeAppPinUseCase holds, as one value (blueprint §3.5 Pattern 3): when the
    /// PIN was last changed on this device, and whether a change is on its way. A change's outcome
    /// goes to the screen that asked.
    public struct Snapshot: Equatable, Sendable {
        /// When the PIN was last changed on this device; `.unknown` until `loadLastChange()` has read it.
        public var lastChange: LastChange
        /// Whether a change is on its way to the gateway.
        public var isChanging: Bool

        /// Creates a snapshot; the defaults are a use case that has read nothing yet.
        public init(lastChange: LastChange = .unknown, isChanging: Bool = false) {
            self.lastChange = lastChange
            self.isChanging = isChanging
        }
    }
}
