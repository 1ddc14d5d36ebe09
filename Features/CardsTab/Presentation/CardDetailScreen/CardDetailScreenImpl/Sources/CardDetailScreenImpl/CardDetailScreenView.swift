import TerminalUI

/// The CardDetailScreen's view: the card's fields, Freeze or Unfreeze (confirmed in a sheet).
struct CardDetailScreenView: View {
    let viewModel: CardDetailScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            content(state)
            KeyHints([
                KeyHint("Enter", Strings.CardsTab.Footer.press, .button),
                KeyHint("Esc", Strings.CardsTab.Footer.back),
                KeyHint("F1-F5", Strings.CardsTab.Footer.tabs),
                KeyHint("Ctrl-C", Strings.CardsTab.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
    }

    @ViewBuilder
    private func content(_ state: CardDetailScreenViewModel.State) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.CardsTab.Detail.loading)
        case .missing:
            Text(Strings.CardsTab.Detail.missing).dim()
            Button(Strings.CardsTab.Detail.backButton) { Task { await viewModel.send(.back) } }
        case .error(let message):
            Text(message).foregroundColor(.red)
            Button(Strings.CardsTab.Detail.backButton) { Task { await viewModel.send(.back) } }
        case .loaded(let detail):
            VStack {
                Text(detail.name).bold()
                Text(detail.number)
            }
            fields(detail)
            HStack(spacing: 2) {
                // Freezing refuses the card's payments: never where focus starts (it asks first too);
                // focus starts on Back to cards for a frozen card too.
                Button(detail.isFrozen ? Strings.CardsTab.Detail.unfreezeButton : Strings.CardsTab.Detail.freezeButton, role: detail.isFrozen ? nil : .destructive) {
                    Task { await viewModel.send(.toggleFreeze) }
                }
                Button(Strings.CardsTab.Detail.backButton) { Task { await viewModel.send(.back) } }
                    .defaultFocus()
            }
        }
    }

    /// The card's fields, each value two columns after the longest label in the language shown.
    private func fields(_ detail: CardDetailScreenViewModel.State.Detail) -> some View {
        let status = Strings.CardsTab.Detail.statusLabel
        let rows = [
            (Strings.CardsTab.Detail.holderLabel, detail.holder),
            (Strings.CardsTab.Detail.brandLabel, detail.brand),
            (Strings.CardsTab.Detail.expiresLabel, detail.expiry),
            (Strings.CardsTab.Detail.accountLabel, detail.account),
        ]
        let width = rows.map { $0.0.count }.reduce(status.count, max) + 2
        return VStack {
            for (label, value) in rows {
                Text(TextColumn.fit(label, width: width) + value)
            }
            Text(TextColumn.fit(status, width: width) + detail.status).foregroundColor(detail.isFrozen ? .red : .green)
        }
    }
}
