import TerminalUI

/// The VerificationCodeScreen's view: the six boxes, the resend countdown and the way back.
struct VerificationCodeScreenView: View {
    let viewModel: VerificationCodeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                Text(Strings.VerificationCode.Screen.title).bold()
                Text(Strings.VerificationCode.Screen.subtitle(state.email)).dim()
            }
            VStack(spacing: 1) {
                OneTimeCodeField(Strings.VerificationCode.Code.label, code: codeBinding, length: 6) { _ in
                    Task { await viewModel.send(.submit) }
                }
                if state.isVerifying {
                    ProgressView(Strings.VerificationCode.Code.checking)
                } else if state.isResending {
                    ProgressView(Strings.VerificationCode.Code.sending)
                }
                message(state.message)
                Countdown(until: state.resendAvailableAt) { remaining in
                    if remaining > 0 {
                        Text(Strings.VerificationCode.Code.resendIn(Countdown.minutesAndSeconds(remaining))).dim()
                    }
                    Button(Strings.VerificationCode.Code.resendButton) { Task { await viewModel.send(.resend) } }
                        .disabled(remaining > 0)
                }
                Button(Strings.VerificationCode.Screen.useAnotherEmailButton) { Task { await viewModel.send(.back) } }
            }
            .disabled(state.isBusy)
            KeyHints([
                KeyHint(Strings.VerificationCode.Footer.digits, Strings.VerificationCode.Footer.code, .textField),
                KeyHint("Backspace", Strings.VerificationCode.Footer.erase, .textField),
                KeyHint("Enter", Strings.VerificationCode.Footer.press, .button),
                KeyHint("Tab", Strings.VerificationCode.Footer.next),
                KeyHint("Esc", Strings.VerificationCode.Footer.back),
                KeyHint("Ctrl-C", Strings.VerificationCode.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.back) } }
    }

    private var codeBinding: Binding<String> {
        Binding(get: { viewModel.state.code }, set: { viewModel.reduce(.codeChanged($0)) })
    }

    @ViewBuilder
    private func message(_ message: ScreenMessage?) -> some View {
        if let message {
            message.text
        }
    }
}
