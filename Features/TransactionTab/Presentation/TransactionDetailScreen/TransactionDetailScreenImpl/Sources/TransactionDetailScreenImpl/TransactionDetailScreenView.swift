import TerminalUI

/// The TransactionDetailScreen's view: one transaction's fields.
struct TransactionDetailScreenView: View {
    let viewModel: TransactionDetailScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            switch viewModel.state.content {
            case .loading:
                Text("Loading the transaction…").dim()
            case .shown(let detail):
                VStack {
                    Text(detail.title).bold()
                    Text(detail.amount).foregroundColor(detail.isCredit ? .green : .red)
                }
                VStack {
                    Text("Date          \(detail.date)")
                    Text("Description   \(detail.description)")
                    Text("Counterparty  \(detail.counterparty)")
                    Text("Account       \(detail.account)")
                    Text("Transaction   \(detail.reference)")
                }
            case .missing(let reason, let canRetry):
                Text(reason).foregroundColor(.red)
                if canRetry {
                    // Focus moves here from Back when the failure comes after the loading state.
                    Button("Retry") { Task { await viewModel.send(.retry) } }
                        .defaultFocus()
                }
            }
            Button("Back to transactions") { Task { await viewModel.send(.back) } }
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
}
