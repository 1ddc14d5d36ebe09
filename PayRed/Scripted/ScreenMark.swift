import TerminalUI

/// What tells a scripted journey which screen is up: a whole row it shows (a title, a message,
/// a box's question), or a control that takes keys on it. Never a fragment, which a longer row on
/// another screen may contain (`Freeze card` inside `Unfreeze card`).
enum ScreenMark: CustomStringConvertible {
    /// A row, or a row of a box over the screen, reading exactly this.
    case line(String)
    /// An enabled control, labelled exactly this, that takes keys now.
    case control(String)

    @MainActor
    func isShown(on host: ViewHost) -> Bool {
        switch self {
        case .line(let line): host.showsLine(line)
        case .control(let label): host.enabledControlLabels.contains(label)
        }
    }

    var description: String {
        switch self {
        case .line(let line): "the line \"\(line)\""
        case .control(let label): "the control \"\(label)\""
        }
    }
}
