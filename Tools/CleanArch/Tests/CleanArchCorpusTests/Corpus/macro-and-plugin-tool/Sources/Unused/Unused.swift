public struct Unused: Sendable {
    public init() {}
}
