import TerminalUI

/// The VerificationCodeScreen's view: the six boxes, the resend countdown and the way back.
struct VerificationCodeScreenView: View {
    let viewModel: VerificationCodeScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                Text("Verify your email").bold()
                Text("We sent a six-digit code to \(state.email). Type it below.").dim()
            }
            VStack(spacing: 1) {
                OneTimeCodeField("Verification code", code: codeBinding, length: 6) { _ in
                    Task { await viewModel.send(.submit) }
                }
                if state.isVerifying {
                    ProgressView("Checking the code…")
                } else if state.isResending {
                    ProgressView("Sending a new code…")
                }
                message(state.message)
                Countdown(until: state.resendAvailableAt) { remaining in
                    if remaining > 0 {
                        Text("You can ask for a new code in \(Countdown.minutesAndSeconds(remaining)).").dim()
                    }
                    Button("Resend code") { Task { await viewModel.send(.resend) } }
                        .disabled(remaining > 0)
                }
                Button("Use another email") { Task { await viewModel.send(.back) } }
            }
            .disabled(state.isBusy)
            KeyHints([
                KeyHint("Digits", "code", .textField),
                KeyHint("Backspace", "erase", .textField),
                KeyHint("Enter", "press", .button),
                KeyHint("Tab", "next"),
                KeyHint("Esc", "back"),
                KeyHint("Ctrl-C", "quit"),
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
