import TerminalUI

/// The AddPayeeScreen's view, shown as a sheet over the payees: name and IBAN with what is wrong
/// with each, Save (once both are valid) and Cancel; Cancel or Esc after typing asks before discarding.
struct AddPayeeScreenView: View {
    let viewModel: AddPayeeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            Text(Strings.Payees.Add.title).bold()
            VStack {
                TextField(Strings.Payees.Add.namePlaceholder, text: nameBinding)
                if let message = state.nameMessage {
                    Text(message).foregroundColor(.red)
                }
            }
            .disabled(state.isSaving)
            VStack {
                TextField(Strings.Payees.Add.ibanPlaceholder, text: ibanBinding) {
                    Task { await viewModel.send(.save) }
                }
                if let message = state.ibanMessage {
                    Text(message).foregroundColor(.red)
                }
            }
            .disabled(state.isSaving)
            if state.isSaving {
                ProgressView(Strings.Payees.Add.saving)
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(Strings.Payees.Add.saveButton) { Task { await viewModel.send(.save) } }
                    .disabled(!state.canSave || state.isSaving)
                Button(Strings.Payees.Add.cancelButton) { Task { await viewModel.send(.askToCancel) } }
            }
            Divider()
            KeyHints([
                KeyHint("Tab", Strings.Payees.Footer.nextField),
                KeyHint("Enter", Strings.Payees.Footer.nextField, .control(Strings.Payees.Add.namePlaceholder)),
                KeyHint("Enter", Strings.Payees.Footer.cancel, .control(Strings.Payees.Add.cancelButton)),
                KeyHint("Enter", Strings.Payees.Footer.save),
                KeyHint("Esc", Strings.Payees.Footer.cancel),
            ])
        }
        .alert(Strings.Payees.Discard.question, isPresented: discardBinding, message: Strings.Payees.Discard.message) {
            Button(Strings.Payees.Discard.confirmButton, role: .destructive) { Task { await viewModel.send(.cancel) } }
            Button(Strings.Payees.Discard.keepButton) {}
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
