public struct Pin: Sendable {
    public let id: Int

    public init(id: Int) {
        self.id = id
    }
}
