import TerminalUI

/// The freeze confirmation, shown as a sheet over the card: the question, Freeze (or Unfreeze) and Cancel.
/// Freeze refuses the card's payments, so it is destructive; focus starts on Cancel for both
/// questions (the safe choice), so Enter twice never changes the card.
struct CardFreezeScreenView: View {
    let viewModel: CardFreezeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(state.isFrozen ? "Unfreeze \(state.cardName)?" : "Freeze \(state.cardName)?").bold()
            Text(state.isFrozen ? "Payments with it will work again." : "Payments with it will be refused until you unfreeze it.")
            if state.isChanging {
                ProgressView(state.isFrozen ? "Unfreezing…" : "Freezing…")
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(state.isFrozen ? "Unfreeze" : "Freeze", role: state.isFrozen ? nil : .destructive) { Task { await viewModel.send(.confirm) } }
                Button(state.errorMessage == nil ? "Cancel" : "Close") { Task { await viewModel.send(.cancel) } }
                    .defaultFocus()
            }
            .disabled(state.isChanging)
            KeyHints([KeyHint("Tab", "choose"), KeyHint("Enter", "press", .button), KeyHint("Esc", "cancel")])
        }
        .onEscape { Task { await viewModel.send(.cancel) } }
    }
}
