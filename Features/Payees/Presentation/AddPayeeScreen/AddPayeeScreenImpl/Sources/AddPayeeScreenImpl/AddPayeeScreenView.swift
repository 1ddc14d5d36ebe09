import TerminalUI

/// The AddPayeeScreen's view, shown as a sheet over the payees: name and IBAN with what is wrong
/// with each, Save (once both are valid) and Cancel; Cancel or Esc after typing asks before discarding.
struct AddPayeeScreenView: View {
    let viewModel: AddPayeeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text("Add a payee").bold()
            VStack {
                TextField("Name", text: nameBinding)
                if let message = state.nameMessage {
                    Text(message).foregroundColor(.red)
                }
            }
            .disabled(state.isSaving)
            VStack {
                TextField("IBAN, e.g. DE89 3704 0044 0532 0130 00", text: ibanBinding) {
                    Task { await viewModel.send(.save) }
                }
                if let message = state.ibanMessage {
                    Text(message).foregroundColor(.red)
                }
            }
            .disabled(state.isSaving)
            if state.isSaving {
                ProgressView("Saving…")
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button("Save") { Task { await viewModel.send(.save) } }
                    .disabled(!state.canSave || state.isSaving)
                Button("Cancel") { Task { await viewModel.send(.askToCancel) } }
            }
            Divider()
            KeyHints([
                KeyHint("Tab", "next field"),
                KeyHint("Enter", "next field", .control("Name")),
                KeyHint("Enter", "cancel", .control("Cancel")),
                KeyHint("Enter", "save"),
                KeyHint("Esc", "cancel"),
            ])
        }
        .alert("Discard this payee?", isPresented: discardBinding, message: "What you typed is cleared.") {
            Button("Discard", role: .destructive) { Task { await viewModel.send(.cancel) } }
            Button("Keep editing") {}
        }
        .onEscape { Task { await viewModel.send(.askToCancel) } }
    }

    private var discardBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingDiscard }, set: { if !$0 { viewModel.reduce(.keepEditing) } })
    }

    private var nameBinding: Binding<String> {
        Binding(get: { viewModel.state.name }, set: { viewModel.reduce(.nameChanged($0)) })
    }

    private var ibanBinding: Binding<String> {
        Binding(get: { viewModel.state.iban }, set: { viewModel.reduce(.ibanChanged($0)) })
    }
}
