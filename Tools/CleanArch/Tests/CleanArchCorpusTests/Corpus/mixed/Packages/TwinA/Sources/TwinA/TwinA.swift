public struct TwinA: Sendable {
    public init() {}
}
