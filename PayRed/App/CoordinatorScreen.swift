import SUICoordinator
import TerminalUI

/// Shows whatever the coordinator tree has on screen; re-rendered when navigation changes.
struct CoordinatorScreen: View {
    let coordinator: any CoordinatorType
    /// The embedded gateway's mail, shown as a banner over the screen; nil shows none.
    var inbox: DemoInbox?

    var body: some View {
        screen.banner(inbox?.banner)
    }

    @ViewBuilder
    private var screen: some View {
        if let view = coordinator.visibleBody as? AnyView {
            view
        } else {
            Text("PayRed is starting…").dim()
        }
    }
}
