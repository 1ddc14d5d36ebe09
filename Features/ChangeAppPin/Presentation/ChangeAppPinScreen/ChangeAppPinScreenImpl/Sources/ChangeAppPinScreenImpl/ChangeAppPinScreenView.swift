import ChangeAppPinUseCaseAPI
import TerminalUI

/// The ChangeAppPinScreen's view: the current PIN and the new one twice (masked), each with its
/// message, Change, and how the change went.
struct ChangeAppPinScreenView: View {
    let viewModel: ChangeAppPinScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                Text("Change your PIN").bold()
                if let lastChange = state.lastChange {
                    Text(lastChange).dim()
                }
            }
            Text("Type your current PIN, then a new one twice. Avoid one repeated digit or a run like 123456.")
            VStack(spacing: 1) {
                pinField("Current PIN", .oldPin)
                pinField("New PIN", .newPin)
                pinField("New PIN again", .confirmation) { Task { await viewModel.send(.submit) } }
            }
            .disabled(!state.acceptsInput)
            if state.isChanging {
                ProgressView("Changing…")
            } else if let message = state.successMessage {
                Text(message).foregroundColor(.green)
            } else if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            Button("Change") { Task { await viewModel.send(.submit) } }
                .disabled(!state.acceptsInput)
            KeyHints([
                KeyHint("Digits", "PIN", .textField),
                KeyHint("Backspace", "erase", .textField),
                KeyHint("Enter", "continue", .textField),
                KeyHint("Enter", "change", .button),
                KeyHint("Tab", "next"),
                KeyHint("Esc", "back"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.close) } }
    }

    /// The masked field `field`, labelled `label` while empty, with its message below; Enter runs
    /// `onSubmit`, or moves to the next field without it.
    private func pinField(
        _ label: String,
        _ field: ChangeAppPinScreenViewModel.Field,
        onSubmit: (@MainActor () -> Void)? = nil
    ) -> some View {
        VStack {
            SecureField(label, text: binding(field), maxLength: ChangeAppPinUseCaseNameSpace.pinLength, digitsOnly: true, onSubmit: onSubmit)
                .focused(focusBinding, equals: field)
            if let message = viewModel.state[field].message {
                Text(message).foregroundColor(.red)
            }
        }
    }

    private func binding(_ field: ChangeAppPinScreenViewModel.Field) -> Binding<String> {
        Binding(get: { viewModel.state[field].digits }, set: { viewModel.reduce(.digitsChanged(field, $0)) })
    }

    private var focusBinding: Binding<ChangeAppPinScreenViewModel.Field?> {
        Binding(get: { viewModel.state.focus }, set: { viewModel.reduce(.focusChanged($0)) })
    }
}
