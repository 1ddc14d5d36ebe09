import TerminalUI

/// The SettingsScreen's view: the auto-lock time (a list: ↑/↓ choose) and the hide-balances checkbox.
struct SettingsScreenView: View {
    let viewModel: SettingsScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text("Settings").bold()
            if state.selectedAutoLock == nil {
                ProgressView("Loading your settings…")
            } else {
                VStack {
                    Text("Lock PayRed after this long without a key press:")
                    List(
                        "Auto-lock",
                        count: state.autoLockChoices.count,
                        visibleRows: state.autoLockChoices.count,
                        selection: autoLockBinding,
                        row: { index in (index == state.selectedAutoLock ? "(•) " : "( ) ") + state.autoLockChoices[index] }
                    )
                }
                Toggle("Hide balances: every amount shows as ••••• on every screen", isOn: hidesBalancesBinding)
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            Divider()
            Text("↑/↓: auto-lock · Space: hide balances · Tab: next · Esc: back · Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.close) } }
    }

    private var autoLockBinding: Binding<Int> {
        Binding(
            get: { viewModel.state.selectedAutoLock ?? 0 },
            set: { index in Task { await viewModel.send(.autoLockChosen(index)) } }
        )
    }

    private var hidesBalancesBinding: Binding<Bool> {
        Binding(
            get: { viewModel.state.hidesBalances },
            set: { hidden in Task { await viewModel.send(.hidesBalancesToggled(hidden)) } }
        )
    }
}
