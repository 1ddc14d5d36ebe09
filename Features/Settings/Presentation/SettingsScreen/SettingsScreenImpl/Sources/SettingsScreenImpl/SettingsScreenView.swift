import TerminalUI

/// The SettingsScreen's view: the auto-lock time (a list: ↑/↓ move, Enter or Space chooses, so
/// arrows alone never change a setting) and the hide-balances checkbox.
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
                    if let forThisRun = state.autoLockForThisRun {
                        Text(forThisRun).foregroundColor(.yellow)
                    }
                    List(
                        "Auto-lock",
                        count: state.autoLockChoices.count,
                        visibleRows: state.autoLockChoices.count,
                        selection: highlightBinding,
                        onOpen: { index in Task { await viewModel.send(.autoLockChosen(index)) } },
                        row: { index in (index == state.selectedAutoLock ? "(•) " : "( ) ") + state.autoLockChoices[index] }
                    )
                }
                Toggle("Hide balances: every amount shows as ••••• on every screen", isOn: hidesBalancesBinding)
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("↑↓", "move", .list),
                KeyHint("Enter/Space", "choose", .list),
                KeyHint("Space", state.hidesBalances ? "show balances" : "hide balances", .button),
                KeyHint("Tab", "next"),
                KeyHint("Esc", "back"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.close) } }
    }

    private var highlightBinding: Binding<Int> {
        Binding(get: { viewModel.state.highlightedAutoLock }, set: { viewModel.reduce(.autoLockHighlighted($0)) })
    }

    private var hidesBalancesBinding: Binding<Bool> {
        Binding(
            get: { viewModel.state.hidesBalances },
            set: { hidden in Task { await viewModel.send(.hidesBalancesToggled(hidden)) } }
        )
    }
}
