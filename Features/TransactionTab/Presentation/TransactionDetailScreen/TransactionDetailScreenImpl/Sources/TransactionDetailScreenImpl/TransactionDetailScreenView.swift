import TerminalUI

/// The TransactionDetailScreen's view: one transaction's fields.
struct TransactionDetailScreenView: View {
    let viewModel: TransactionDetailScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            switch viewModel.state.content {
            case .loading:
                Text(Strings.TransactionTab.Detail.loading).dim()
            case .shown(let detail):
                VStack {
                    Text(detail.title).bold()
                    Text(detail.amount).foregroundColor(detail.isCredit ? .green : .red)
                }
                fields(detail)
            case .missing(let reason, let canRetry):
                Text(reason).foregroundColor(.red)
                if canRetry {
                    // Focus moves here from Back when the failure comes after the loading state.
                    Button(Strings.TransactionTab.Detail.retryButton) { Task { await viewModel.send(.retry) } }
                        .defaultFocus()
                }
            }
            Button(Strings.TransactionTab.Detail.backButton) { Task { await viewModel.send(.back) } }
            KeyHints([
                KeyHint("Enter", Strings.TransactionTab.DetailFooter.press, .button),
                KeyHint("Esc", Strings.TransactionTab.DetailFooter.back),
                KeyHint("F1-F5", Strings.TransactionTab.DetailFooter.tabs),
                KeyHint("Ctrl-C", Strings.TransactionTab.DetailFooter.quit),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
    }

    /// The transaction's fields, one a line, their values in a column after the longest label.
    private func fields(_ detail: TransactionDetailScreenViewModel.State.Detail) -> some View {
        let fields = [
            (Strings.TransactionTab.Detail.dateLabel, detail.date),
            (Strings.TransactionTab.Detail.descriptionLabel, detail.description),
            (Strings.TransactionTab.Detail.counterpartyLabel, detail.counterparty),
            (Strings.TransactionTab.Detail.accountLabel, detail.account),
            (Strings.TransactionTab.Detail.transactionLabel, detail.reference),
        ]
        let width = (fields.map(\.0.count).max() ?? 0) + 2
        return VStack {
            for (label, value) in fields {
                Text(TextColumn.fit(label, width: width) + value)
            }
        }
    }
}
