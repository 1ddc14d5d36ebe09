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
                Text(Strings.ChangeAppPin.Form.title).bold()
                if let lastChange = state.lastChange {
                    Text(lastChange).dim()
                }
            }
            Text(Strings.ChangeAppPin.Form.instructions)
            VStack(spacing: 1) {
                pinField(Strings.ChangeAppPin.Form.currentPinLabel, .oldPin)
                pinField(Strings.ChangeAppPin.Form.newPinLabel, .newPin)
                pinField(Strings.ChangeAppPin.Form.confirmationLabel, .confirmation) { Task { await viewModel.send(.submit) } }
            }
            .disabled(!state.acceptsInput)
            if state.isChanging {
                ProgressView(Strings.ChangeAppPin.Form.changing)
            } else if let message = state.successMessage {
                Text(message).foregroundColor(.green)
            } else if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            Button(Strings.ChangeAppPin.Form.changeButton) { Task { await viewModel.send(.submit) } }
                .disabled(!state.acceptsInput)
            KeyHints([
                KeyHint(Strings.ChangeAppPin.Footer.digits, Strings.ChangeAppPin.Footer.pin, .textField),
                KeyHint("Backspace", Strings.ChangeAppPin.Footer.erase, .textField),
                KeyHint("Enter", Strings.ChangeAppPin.Footer.proceed, .textField),
                KeyHint("Enter", Strings.ChangeAppPin.Footer.change, .button),
                KeyHint("Tab", Strings.ChangeAppPin.Footer.next),
                KeyHint("Esc", Strings.ChangeAppPin.Footer.back),
                KeyHint("Ctrl-C", Strings.ChangeAppPin.Footer.quit),
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
