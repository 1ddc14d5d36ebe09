import Ghost

public struct TwinB: Sendable {
    public init() {}
}
