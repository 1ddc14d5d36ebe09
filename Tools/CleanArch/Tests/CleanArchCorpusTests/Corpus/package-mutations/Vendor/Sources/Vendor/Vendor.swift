public struct VendorClock: Sendable {
    public init() {}

    public func ticks() -> Int {
        0
    }
}
