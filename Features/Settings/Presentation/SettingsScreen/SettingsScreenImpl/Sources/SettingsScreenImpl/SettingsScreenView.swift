import TerminalUI

/// The SettingsScreen's view: the auto-lock time and the language (lists: ↑/↓ move, Enter or Space
/// chooses, so arrows alone never change a setting) and the hide-balances checkbox.
struct SettingsScreenView: View {
    let viewModel: SettingsScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(Strings.Settings.Screen.title).bold()
            if state.selectedAutoLock == nil {
                ProgressView(Strings.Settings.Screen.loading)
            } else {
                VStack {
                    Text(Strings.Settings.AutoLock.prompt)
                    if let forThisRun = state.autoLockForThisRun {
                        Text(forThisRun).foregroundColor(.yellow)
                    }
                    List(
                        Self.autoLockList,
                        count: state.autoLockChoices.count,
                        visibleRows: state.autoLockChoices.count,
                        selection: highlightBinding,
                        onOpen: { index in Task { await viewModel.send(.autoLockChosen(index)) } },
                        row: { index in (index == state.selectedAutoLock ? "(•) " : "( ) ") + state.autoLockChoices[index] }
                    )
                }
                Toggle(Strings.Settings.Balances.hideToggle, isOn: hidesBalancesBinding)
                VStack {
                    Text(Strings.Settings.Language.prompt)
                    List(
                        Self.languageList,
                        count: state.languageChoices.count,
                        visibleRows: state.languageChoices.count,
                        selection: languageHighlightBinding,
                        onOpen: { index in Task { await viewModel.send(.languageChosen(index)) } },
                        row: { index in (index == state.selectedLanguage ? "(•) " : "( ) ") + state.languageChoices[index] }
                    )
                }
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("↑↓", Strings.Settings.Footer.move, .list),
                KeyHint("Enter/Space", Strings.Settings.Footer.choose, .list),
                KeyHint("Space", state.hidesBalances ? Strings.Settings.Footer.showBalances : Strings.Settings.Footer.hideBalances, .button),
                KeyHint("Tab", Strings.Settings.Footer.next),
                KeyHint("Esc", Strings.Settings.Footer.back),
                KeyHint("Ctrl-C", Strings.Settings.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.close) } }
    }

    private var highlightBinding: Binding<Int> {
        Binding(get: { viewModel.state.highlightedAutoLock }, set: { viewModel.reduce(.autoLockHighlighted($0)) })
    }

    /// The lists' focus ids: never shown, and the same in every language, so choosing a language
    /// keeps the focus where it is.
    private static let autoLockList = "auto-lock"
    private static let languageList = "language"

    private var languageHighlightBinding: Binding<Int> {
        Binding(get: { viewModel.state.highlightedLanguage }, set: { viewModel.reduce(.languageHighlighted($0)) })
    }

    private var hidesBalancesBinding: Binding<Bool> {
        Binding(
            get: { viewModel.state.hidesBalances },
            set: { hidden in Task { await viewModel.send(.hidesBalancesToggled(hidden)) } }
        )
    }
}
