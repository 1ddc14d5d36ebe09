import TerminalUI

/// The CardDetailScreen's view: the card's fields, Freeze or Unfreeze behind a confirmation sheet.
struct CardDetailScreenView: View {
    let viewModel: CardDetailScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            content(state)
            Text("Enter: press · Esc: back · 1-5: tabs · Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
        .sheet(isPresented: confirmationBinding, title: confirmationTitle(state)) {
            Text(confirmationText(state))
            HStack(spacing: 2) {
                Button(confirmationButton(state)) { Task { await viewModel.send(.confirm) } }
                Button("Cancel") { Task { await viewModel.send(.cancel) } }
            }
        }
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
            if state.isChanging {
                ProgressView(detail.isFrozen ? "Freezing…" : "Unfreezing…")
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(detail.isFrozen ? "Unfreeze card" : "Freeze card") { Task { await viewModel.send(.askToToggleFreeze) } }
                    .disabled(state.isChanging)
                Button("Back to cards") { Task { await viewModel.send(.back) } }
            }
        }
    }

    private var confirmationBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirming }, set: { if !$0 { viewModel.reduce(.cancel) } })
    }

    private func isFrozen(_ state: CardDetailScreenViewModel.State) -> Bool {
        if case .loaded(let detail) = state.content { detail.isFrozen } else { false }
    }

    private func confirmationTitle(_ state: CardDetailScreenViewModel.State) -> String {
        isFrozen(state) ? "Unfreeze this card?" : "Freeze this card?"
    }

    private func confirmationText(_ state: CardDetailScreenViewModel.State) -> String {
        isFrozen(state) ? "Payments with it will work again." : "Payments with it will be refused until you unfreeze it."
    }

    private func confirmationButton(_ state: CardDetailScreenViewModel.State) -> String {
        isFrozen(state) ? "Unfreeze" : "Freeze"
    }
}
