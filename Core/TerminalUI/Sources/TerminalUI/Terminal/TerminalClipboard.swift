import Foundation

/// The terminal's clipboard: text copied here reaches the system clipboard through the terminal
/// with OSC 52 (`ESC ] 52 ; c ; <base64> BEL`), where the terminal allows it (xterm, iTerm2,
/// kitty, tmux with `set-clipboard`); elsewhere nothing is copied and the text stays on screen.
@MainActor
public final class TerminalClipboard {
    /// The app's clipboard.
    public static let shared = TerminalClipboard()

    /// The text copied last, if any.
    public private(set) var lastCopied: String?
    private var pending: [String] = []

    /// Copies `text`; the terminal app sends it with its next frame.
    public func copy(_ text: String) {
        lastCopied = text
        pending.append(text)
    }

    /// The escape sequences for what was copied since the last call, oldest first.
    func takeSequences() -> String {
        defer { pending.removeAll() }
        return pending.map { "\u{1B}]52;c;\(Data($0.utf8).base64EncodedString())\u{07}" }.joined()
    }
}
