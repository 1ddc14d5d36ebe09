import CoordinatorHost
import PayRedDI
import SUICoordinator
import TerminalUI

/// Shows whatever the coordinator tree has on screen, with the embedded gateway's mail as a banner.
public struct CoordinatorScreen: View {
    /// The smallest terminal every screen is laid out for (the tab bar fits in 60 columns).
    public static let minimumSize = TerminalSize(columns: 60, rows: 18)

    let coordinator: any CoordinatorType
    /// The embedded gateway's mail, shown as a banner over the screen; nil shows none.
    var inbox: DemoInbox?

    public init(coordinator: any CoordinatorType, inbox: DemoInbox?) {
        self.coordinator = coordinator
        self.inbox = inbox
    }

    public var body: some View {
        // Drawn again when the mail's code expires, so its banner leaves then.
        TimelineView(changesAt: inbox?.expiresAt.map { [$0] } ?? []) { now in
            CoordinatorView(coordinator: coordinator, placeholder: Strings.Launch.Screen.starting).banner(inbox?.banner(at: now))
        }
    }
}
