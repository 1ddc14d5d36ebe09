import TerminalUI

/// A line the screen shows about the last request.
enum ScreenMessage: Equatable {
    /// Something went as asked.
    case info(String)
    /// Something failed; the text says what to do.
    case error(String)

    /// The line as drawn: errors in red.
    @MainActor
    var text: Text {
        switch self {
        case .info(let text): Text(text)
        case .error(let text): Text(text).foregroundColor(.red)
        }
    }
}
