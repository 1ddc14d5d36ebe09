import TerminalUI

/// The MenuTabScreen's view: the Menu tab's entries, one per line; Enter opens one. Log out asks first.
struct MenuTabScreenView: View {
    let viewModel: MenuTabScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(Strings.MenuTab.Menu.title).bold()
            VStack {
                Button(Strings.MenuTab.Menu.profileButton) { open(.profile) }
                Button(Strings.MenuTab.Menu.payeesButton) { open(.payees) }
                Button(Strings.MenuTab.Menu.requestMoneyButton) { open(.requestMoney) }
                Button(state.notificationsTitle) { open(.notifications) }
                Button(Strings.MenuTab.Menu.changePinButton) { open(.changePin) }
                Button(Strings.MenuTab.Menu.settingsButton) { open(.settings) }
            }
            VStack {
                Button(state.versionTitle) { Task { await viewModel.send(.checkForUpdate) } }
                Button(Strings.MenuTab.Menu.logoutButton, role: .destructive) { Task { await viewModel.send(.askToLogout) } }
                    .disabled(state.isLoggingOut)
            }
            if state.isLoggingOut {
                ProgressView(Strings.MenuTab.Menu.loggingOut)
            }
            if let failure = state.logoutFailure {
                Text(failure).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("↑↓ Tab", Strings.MenuTab.Footer.move),
                KeyHint("Enter", Strings.MenuTab.Footer.checkForUpdates, .control(state.versionTitle)),
                KeyHint("Enter", Strings.MenuTab.Footer.logOut, .control(Strings.MenuTab.Menu.logoutButton)),
                KeyHint("Enter", Strings.MenuTab.Footer.open, .button),
                KeyHint("F1-F5", Strings.MenuTab.Footer.tabs),
                KeyHint("Ctrl-C", Strings.MenuTab.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .alert(Strings.MenuTab.Logout.question, isPresented: logoutBinding, message: Strings.MenuTab.Logout.message) {
            Button(Strings.MenuTab.Menu.logoutButton, role: .destructive) { Task { await viewModel.send(.confirmLogout) } }
            Button(Strings.MenuTab.Logout.cancelButton) {}
        }
    }

    private func open(_ entry: MenuTabScreenViewModel.Entry) {
        Task { await viewModel.send(.open(entry)) }
    }

    private var logoutBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingLogout }, set: { if !$0 { viewModel.reduce(.cancelLogout) } })
    }
}
