import TerminalUI

/// The CardsTabScreen's view: one line per card; Enter opens it, `r` refreshes.
struct CardsTabScreenView: View {
    let viewModel: CardsTabScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            Text(Strings.CardsTab.Cards.title).bold()
            content(viewModel.state.content)
            if let notice = viewModel.state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            KeyHints([
                KeyHint("Enter", Strings.CardsTab.Footer.retry, .control(Strings.CardsTab.Cards.retryButton)),
                KeyHint("Enter", Strings.CardsTab.Footer.open, .button),
                KeyHint("r", Strings.CardsTab.Footer.refresh),
                KeyHint("F1-F5", Strings.CardsTab.Footer.tabs),
                KeyHint("Ctrl-C", Strings.CardsTab.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
    }

    @ViewBuilder
    private func content(_ content: CardsTabScreenViewModel.State.Content) -> some View {
        switch content {
        case .loading:
            ProgressView(Strings.CardsTab.Cards.loading)
        case .loaded(let rows) where rows.isEmpty:
            Text(Strings.CardsTab.Cards.emptyTitle).dim()
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
                Button(Strings.CardsTab.Cards.retryButton) { Task { await viewModel.send(.load) } }
            }
        }
    }
}
