import TerminalUI

/// The MenuTabScreen's view: the Menu tab's entries, one per line; Enter opens one. Log out asks first.
struct MenuTabScreenView: View {
    let viewModel: MenuTabScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text("Menu").bold()
            VStack {
                Button("Profile") { open(.profile) }
                Button("Payees") { open(.payees) }
                Button("Request money") { open(.requestMoney) }
                Button(state.notificationsTitle) { open(.notifications) }
                Button("Change PIN") { open(.changePin) }
                Button("Settings") { open(.settings) }
            }
            VStack {
                Button(state.versionTitle) { Task { await viewModel.send(.checkForUpdate) } }
                Button("Log out", role: .destructive) { Task { await viewModel.send(.askToLogout) } }
                    .disabled(state.isLoggingOut)
            }
            if state.isLoggingOut {
                ProgressView("Logging out…")
            }
            if let failure = state.logoutFailure {
                Text(failure).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("↑↓ Tab", "move"),
                KeyHint("Enter", "check for updates", .control(state.versionTitle)),
                KeyHint("Enter", "log out (asks first)", .control("Log out")),
                KeyHint("Enter", "open", .button),
                KeyHint("F1-F5", "tabs"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .alert("Log out?", isPresented: logoutBinding, message: "You will need your email and your PIN to sign in again.") {
            Button("Log out", role: .destructive) { Task { await viewModel.send(.confirmLogout) } }
            Button("Cancel") {}
        }
    }

    private func open(_ entry: MenuTabScreenViewModel.Entry) {
        Task { await viewModel.send(.open(entry)) }
    }

    private var logoutBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingLogout }, set: { if !$0 { viewModel.reduce(.cancelLogout) } })
    }
}
