/// The look of a banner: its colour says what kind of news it brings.
public enum BannerStyle: Sendable, Hashable {
    /// Neutral information, e.g. "Demo inbox: your PayRed code is 123456" (cyan).
    case info
    /// Something went wrong (red).
    case error

    var color: Color {
        switch self {
        case .info: .cyan
        case .error: .red
        }
    }
}
