import Nowhere

public struct Good: Sendable {
    public init() {}
}
