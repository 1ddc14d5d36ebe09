import Foundation
import Localization
import SnapshotTesting
import TerminalUI

extension Snapshotting where Value == Frame, Format == String {
    /// A rendered frame as numbered plain-text rows (see `Frame.snapshotText(focusedLabel:)`), in a `.txt` file.
    public static var terminal: Snapshotting {
        SimplySnapshotting.lines.pullback { $0.snapshotText() }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// Renders the host as it stands (keys sent, clock advanced) and snapshots the screen as text,
    /// with the cursor and the focused control in the header. Call on the main actor.
    public static var terminal: Snapshotting {
        SimplySnapshotting.lines.pullback { host in
            MainActor.assumeIsolated {
                host.render().snapshotText(focusedLabel: host.focusedLabel)
            }
        }
    }
}

extension Snapshotting where Value == AnyView, Format == String {
    /// Renders the view once on an 80×24 screen (clock at `ViewHost.testingStart`) and snapshots it as text.
    public static var terminal: Snapshotting {
        terminal(size: TerminalSize(columns: 80, rows: 24))
    }

    /// Renders the view once on a screen of `size` (clock at `ViewHost.testingStart`) and snapshots it as text.
    /// Call on the main actor.
    public static func terminal(size: TerminalSize) -> Snapshotting {
        Snapshotting<ViewHost, String>.terminal.pullback { view in
            MainActor.assumeIsolated {
                ViewHost.forTesting(size: size) { view }
            }
        }
    }
}

extension Snapshotting where Value == ViewHost, Format == String {
    /// `.terminal` with `date`'s wall-clock time, as the screens write it (`DateText`'s `.time`, in
    /// the language shown and the machine's time zone), replaced by `<time>`, so the snapshot is
    /// the same on every machine.
    public static func terminal(maskingTimeOf date: Date) -> Snapshotting {
        let time = DateText.text(date, .time)
        return Snapshotting<String, String>.lines.pullback { (host: ViewHost) -> String in
            MainActor.assumeIsolated {
                host.render().snapshotText(focusedLabel: host.focusedLabel)
                    .replacingOccurrences(of: time, with: "<time>")
            }
        }
    }
}
