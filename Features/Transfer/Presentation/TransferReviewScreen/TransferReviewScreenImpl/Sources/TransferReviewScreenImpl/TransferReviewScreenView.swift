import TerminalUI

/// The review before sending: from, to, amount and description; Confirm (then "Sending…"), Retry
/// and Edit after a failure, focus starting on Edit; the result with Done once sent.
struct TransferReviewScreenView: View {
    /// The width of the summary's labels: 13, or wider when the Description label needs it (German).
    private static var labelWidth: Int { max(13, Strings.Transfer.Review.descriptionLabel.count + 2) }

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
            Text(Strings.Transfer.Review.title).bold()
            Text(Strings.Transfer.Review.nothingToReview).dim()
            Button(Strings.Transfer.Review.backButton) { Task { await viewModel.send(.edit) } }
        case .sent(let receipt):
            sent(receipt)
        case .review, .sending, .failed:
            Text(Strings.Transfer.Review.title).bold()
            if let summary = state.summary {
                self.summary(summary)
            }
            actions(state.phase)
        }
    }

    private func summary(_ summary: TransferReviewScreenViewModel.State.Summary) -> some View {
        VStack {
            Text(Self.label(Strings.Transfer.Review.fromLabel) + summary.from)
            Text(Self.label(Strings.Transfer.Review.toLabel) + summary.to)
            Text(Self.label(Strings.Transfer.Review.ibanLabel) + summary.iban)
            Text(Self.label(Strings.Transfer.Review.amountLabel) + summary.amount).bold()
            Text(Self.label(Strings.Transfer.Review.descriptionLabel) + summary.description)
        }
    }

    @ViewBuilder
    private func actions(_ phase: TransferReviewScreenViewModel.State.Phase) -> some View {
        if case .failed(let message) = phase {
            Text(message).foregroundColor(.red)
        }
        if phase == .sending {
            ProgressView(Strings.Transfer.Review.sending)
        }
        // Focus starts on Edit: sending money is never one stray Enter away.
        HStack(spacing: 2) {
            Button(isFailed(phase) ? Strings.Transfer.Review.retryButton : Strings.Transfer.Review.confirmButton) { Task { await viewModel.send(.confirm) } }
            Button(Strings.Transfer.Review.editButton) { Task { await viewModel.send(.edit) } }
                .defaultFocus()
        }
        .disabled(phase == .sending)
    }

    private func sent(_ receipt: TransferReviewScreenViewModel.State.Receipt) -> some View {
        VStack(spacing: 1) {
            Text(Strings.Transfer.Sent.title).bold().foregroundColor(.green)
            VStack {
                Text(Self.label(Strings.Transfer.Review.amountLabel) + receipt.amount).bold()
                Text(Self.label(Strings.Transfer.Review.toLabel) + receipt.recipient)
                Text(Self.label(Strings.Transfer.Sent.transferIdLabel) + receipt.reference)
                if let balance = receipt.balance {
                    Text(balance).dim()
                }
            }
            Button(Strings.Transfer.Sent.doneButton) { Task { await viewModel.send(.done) } }
        }
    }

    private func footer(_ phase: TransferReviewScreenViewModel.State.Phase) -> [KeyHint] {
        let quit = KeyHint("Ctrl-C", Strings.Transfer.Footer.quit)
        return switch phase {
        case .nothingToReview: [KeyHint("Enter", Strings.Transfer.Footer.back, .button), KeyHint("Esc", Strings.Transfer.Footer.back), quit]
        case .review, .failed: [
            KeyHint("Tab", Strings.Transfer.Footer.next),
            KeyHint("Enter", Strings.Transfer.Footer.send, .control(Strings.Transfer.Review.confirmButton)),
            KeyHint("Enter", Strings.Transfer.Footer.sendAgain, .control(Strings.Transfer.Review.retryButton)),
            KeyHint("Enter", Strings.Transfer.Footer.edit, .control(Strings.Transfer.Review.editButton)),
            KeyHint("Esc", Strings.Transfer.Footer.edit),
            quit,
        ]
        case .sending: [KeyHint(Strings.Transfer.Footer.sending, Strings.Transfer.Footer.pleaseWait), quit]
        case .sent: [KeyHint("Enter", Strings.Transfer.Footer.done, .button), KeyHint("Esc", Strings.Transfer.Footer.newTransfer), quit]
        }
    }

    private func isFailed(_ phase: TransferReviewScreenViewModel.State.Phase) -> Bool {
        if case .failed = phase { true } else { false }
    }

    private static func label(_ text: String) -> String {
        TextColumn.fit(text, width: labelWidth)
    }
}
