import TerminalUI

/// The CardDetailScreen's view: the card's fields, Freeze or Unfreeze (confirmed in a sheet).
struct CardDetailScreenView: View {
    let viewModel: CardDetailScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            content(state)
            KeyHints([
                KeyHint("Enter", "press", .button),
                KeyHint("Esc", "back"),
                KeyHint("F1-F5", "tabs"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
    }

    @ViewBuilder
    private func content(_ state: CardDetailScreenViewModel.State) -> some View {
        switch state.content {
        case .loading:
            ProgressView("Loading the card…")
        case .missing:
            Text("This card is not among your cards any more.").dim()
            Button("Back to cards") { Task { await viewModel.send(.back) } }
        case .error(let message):
            Text(message).foregroundColor(.red)
            Button("Back to cards") { Task { await viewModel.send(.back) } }
        case .loaded(let detail):
            VStack {
                Text(detail.name).bold()
                Text(detail.number)
            }
            VStack {
                Text("Holder   \(detail.holder)")
                Text("Brand    \(detail.brand)")
                Text("Expires  \(detail.expiry)")
                Text("Account  \(detail.account)")
                Text("Status   \(detail.status)").foregroundColor(detail.isFrozen ? .red : .green)
            }
            HStack(spacing: 2) {
                // Freezing refuses the card's payments: never where focus starts (it asks first too);
                // focus starts on Back to cards for a frozen card too.
                Button(detail.isFrozen ? "Unfreeze card" : "Freeze card", role: detail.isFrozen ? nil : .destructive) {
                    Task { await viewModel.send(.toggleFreeze) }
                }
                Button("Back to cards") { Task { await viewModel.send(.back) } }
                    .defaultFocus()
            }
        }
    }
}
