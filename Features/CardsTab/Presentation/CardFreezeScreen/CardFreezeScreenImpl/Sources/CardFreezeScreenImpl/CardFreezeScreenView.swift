import TerminalUI

/// The freeze confirmation, shown as a sheet over the card: the question, Freeze (or Unfreeze) and Cancel.
/// Freeze refuses the card's payments, so it is destructive; focus starts on Cancel for both
/// questions (the safe choice), so Enter twice never changes the card.
struct CardFreezeScreenView: View {
    let viewModel: CardFreezeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(state.isFrozen ? Strings.CardsTab.Freeze.unfreezeQuestion(state.cardName) : Strings.CardsTab.Freeze.freezeQuestion(state.cardName)).bold()
            Text(state.isFrozen ? Strings.CardsTab.Freeze.unfreezeMessage : Strings.CardsTab.Freeze.freezeMessage)
            if state.isChanging {
                ProgressView(state.isFrozen ? Strings.CardsTab.Freeze.unfreezing : Strings.CardsTab.Freeze.freezing)
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(state.isFrozen ? Strings.CardsTab.Freeze.unfreezeButton : Strings.CardsTab.Freeze.freezeButton, role: state.isFrozen ? nil : .destructive) { Task { await viewModel.send(.confirm) } }
                Button(state.errorMessage == nil ? Strings.CardsTab.Freeze.cancelButton : Strings.CardsTab.Freeze.closeButton) { Task { await viewModel.send(.cancel) } }
                    .defaultFocus()
            }
            .disabled(state.isChanging)
            KeyHints([
                KeyHint("Tab", Strings.CardsTab.Footer.choose),
                KeyHint("Enter", Strings.CardsTab.Footer.press, .button),
                KeyHint("Esc", Strings.CardsTab.Footer.cancel),
            ])
        }
        .onEscape { Task { await viewModel.send(.cancel) } }
    }
}
