import SUICoordinator
import TerminalUI

/// Shows whatever the coordinator tree has on screen; re-rendered when navigation changes.
struct CoordinatorScreen: View {
    let coordinator: any CoordinatorType

    var body: some View {
        if let view = coordinator.visibleBody as? AnyView {
            view
        } else {
            Text("PayRed is starting…").dim()
        }
    }
}
