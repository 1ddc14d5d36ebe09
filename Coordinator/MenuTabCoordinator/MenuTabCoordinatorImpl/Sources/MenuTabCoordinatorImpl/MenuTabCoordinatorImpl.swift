import MenuTabCoordinatorAPI
import SUICoordinator
import TerminalUI

/// Runs the MenuTab flow (blueprint §4.6.4).
@MainActor
public final class MenuTabCoordinatorImpl: Coordinator<MenuTabRoutes> {
    public override init() {
        super.init()
    }

    /// Shows a short "coming next" screen until the tab's feature lands.
    public override func start() async {
        await startFlow(route: .start(AnyView(
            VStack(spacing: 1) {
                Text("Menu").bold()
                Text("Your profile, PIN, notifications and settings come next.").dim()
                Divider()
                Text("1–5 or F1–F5: tabs · Ctrl-C: quit").dim()
            }
            .padding(horizontal: 2)
        )))
    }
}

// MARK: - MenuTabCoordinatorProtocol

extension MenuTabCoordinatorImpl: MenuTabCoordinatorProtocol {}
