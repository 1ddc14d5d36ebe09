import TerminalUI

/// The HomeTabScreen's view: the greeting, and Lock now and Log out.
struct HomeTabScreenView: View {
    let viewModel: HomeTabScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text("PayRed").bold().foregroundColor(.red)
            content(state.content)
            VStack {
                Button("Lock now") { Task { await viewModel.send(.lockNow) } }
                Button("Log out") { Task { await viewModel.send(.logout) } }
            }
            .disabled(state.isLoggingOut)
            if state.isLoggingOut {
                ProgressView("Logging out…")
            }
            Divider()
            Text("Tab: next · Enter: press · Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
    }

    @ViewBuilder
    private func content(_ content: HomeTabScreenViewModel.State.Content) -> some View {
        switch content {
        case .loading:
            ProgressView("Loading your profile…")
        case .loaded(let name):
            VStack {
                Text("Hello, \(name)").bold()
                Text("Your accounts, cards and transactions arrive here soon.").dim()
            }
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.load) } }
            }
        }
    }
}
