import TerminalUI

/// The UpdateAppScreen's view: what the update check decided and, while the app may still be
/// used, Later (Esc too). When an update is required nothing closes it: only Ctrl-C quits.
struct UpdateAppScreenView: View {
    let viewModel: UpdateAppScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(state.title).bold()
            if state.isChecking {
                ProgressView(Strings.UpdateApp.Screen.asking)
            } else {
                Text(state.message)
            }
            if let dismissTitle = state.dismissTitle {
                Button(dismissTitle) { Task { await viewModel.send(.later) } }
            }
            Divider()
            Text(state.dismissTitle == nil
                ? "\(Strings.UpdateApp.Footer.blocked) · Ctrl-C: \(Strings.UpdateApp.Footer.quit)"
                : "Enter: \(Strings.UpdateApp.Footer.press) · Esc: \(Strings.UpdateApp.Footer.later) · Ctrl-C: \(Strings.UpdateApp.Footer.quit)").dim()
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.later) } }
    }
}
