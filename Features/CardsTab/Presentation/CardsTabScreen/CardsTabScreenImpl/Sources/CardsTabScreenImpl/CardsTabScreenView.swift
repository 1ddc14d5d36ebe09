import TerminalUI

/// The CardsTabScreen's view: one line per card; Enter opens it, `r` refreshes.
struct CardsTabScreenView: View {
    let viewModel: CardsTabScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            Text("Cards").bold()
            content(viewModel.state.content)
            if let notice = viewModel.state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            KeyHints([
                KeyHint("Enter", "retry", .control("Retry")),
                KeyHint("Enter", "open", .button),
                KeyHint("r", "refresh"),
                KeyHint("F1-F5", "tabs"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
    }

    @ViewBuilder
    private func content(_ content: CardsTabScreenViewModel.State.Content) -> some View {
        switch content {
        case .loading:
            ProgressView("Loading your cards…")
        case .loaded(let rows) where rows.isEmpty:
            Text("You have no cards yet.").dim()
        case .loaded(let rows):
            VStack {
                for row in rows {
                    Button(row.text) { Task { await viewModel.send(.open(cardId: row.id)) } }
                }
            }
            .defaultFocus()
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.load) } }
            }
        }
    }
}
