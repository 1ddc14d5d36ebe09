import TerminalUI

/// The review before sending: from, to, amount and description; Confirm (then "Sending…"), Retry
/// and Edit after a failure, focus starting on Edit; the result with Done once sent.
struct TransferReviewScreenView: View {
    /// The width of the summary's labels.
    private static let labelWidth = 13

    let viewModel: TransferReviewScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            content(state)
            KeyHints(footer(state.phase))
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
    }

    @ViewBuilder
    private func content(_ state: TransferReviewScreenViewModel.State) -> some View {
        switch state.phase {
        case .nothingToReview:
            Text("Review transfer").bold()
            Text("Nothing to review yet: complete the transfer form first.").dim()
            Button("Back to the form") { Task { await viewModel.send(.edit) } }
        case .sent(let receipt):
            sent(receipt)
        case .review, .sending, .failed:
            Text("Review transfer").bold()
            if let summary = state.summary {
                self.summary(summary)
            }
            actions(state.phase)
        }
    }

    private func summary(_ summary: TransferReviewScreenViewModel.State.Summary) -> some View {
        VStack {
            Text(Self.label("From") + summary.from)
            Text(Self.label("To") + summary.to)
            Text(Self.label("IBAN") + summary.iban)
            Text(Self.label("Amount") + summary.amount).bold()
            Text(Self.label("Description") + summary.description)
        }
    }

    @ViewBuilder
    private func actions(_ phase: TransferReviewScreenViewModel.State.Phase) -> some View {
        if case .failed(let message) = phase {
            Text(message).foregroundColor(.red)
        }
        if phase == .sending {
            ProgressView("Sending…")
        }
        // Focus starts on Edit: sending money is never one stray Enter away.
        HStack(spacing: 2) {
            Button(isFailed(phase) ? "Retry" : "Confirm") { Task { await viewModel.send(.confirm) } }
            Button("Edit") { Task { await viewModel.send(.edit) } }
                .defaultFocus()
        }
        .disabled(phase == .sending)
    }

    private func sent(_ receipt: TransferReviewScreenViewModel.State.Receipt) -> some View {
        VStack(spacing: 1) {
            Text("Sent").bold().foregroundColor(.green)
            VStack {
                Text(Self.label("Amount") + receipt.amount).bold()
                Text(Self.label("To") + receipt.recipient)
                Text(Self.label("Transfer ID") + receipt.reference)
                if let balance = receipt.balance {
                    Text(balance).dim()
                }
            }
            Button("Done") { Task { await viewModel.send(.done) } }
        }
    }

    private func footer(_ phase: TransferReviewScreenViewModel.State.Phase) -> [KeyHint] {
        let quit = KeyHint("Ctrl-C", "quit")
        return switch phase {
        case .nothingToReview: [KeyHint("Enter", "back", .button), KeyHint("Esc", "back"), quit]
        case .review, .failed: [
            KeyHint("Tab", "next"),
            KeyHint("Enter", "send", .control("Confirm")),
            KeyHint("Enter", "send again", .control("Retry")),
            KeyHint("Enter", "edit", .control("Edit")),
            KeyHint("Esc", "edit"),
            quit,
        ]
        case .sending: [KeyHint("Sending", "please wait"), quit]
        case .sent: [KeyHint("Enter", "done", .button), KeyHint("Esc", "new transfer"), quit]
        }
    }

    private func isFailed(_ phase: TransferReviewScreenViewModel.State.Phase) -> Bool {
        if case .failed = phase { true } else { false }
    }

    private static func label(_ text: String) -> String {
        TextColumn.fit(text, width: labelWidth)
    }
}
