public struct Note: Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}
