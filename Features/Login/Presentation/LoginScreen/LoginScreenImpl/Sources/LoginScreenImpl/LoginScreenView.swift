import TerminalUI

/// The Login screen's view: email, terms, Continue, progress and the error alert.
struct LoginScreenView: View {
    let viewModel: LoginScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                Text("PayRed").bold().foregroundColor(.red)
                Text("Sign in or create your wallet with your email").dim()
            }
            // The form is read-only while a request is in flight; focus waits on its control.
            VStack(spacing: 1) {
                TextField("Email address", text: emailBinding) {
                    Task { await viewModel.send(.submit) }
                }
                Toggle("I accept the terms and conditions", isOn: termsBinding)
                Button("Read the terms and conditions") { Task { await viewModel.send(.openTerms) } }
            }
            .disabled(state.isSigningIn)
            if state.isSigningIn {
                ProgressView("Signing in… (Esc: cancel)")
            }
            Button("Continue") { Task { await viewModel.send(.submit) } }
                .disabled(state.isSigningIn)
            KeyHints([
                KeyHint("Tab", "next field"),
                KeyHint("Space", "tick", .control("I accept the terms and conditions")),
                KeyHint("Enter", "tick", .control("I accept the terms and conditions")),
                KeyHint("Enter", "read the terms", .control("Read the terms and conditions")),
                KeyHint("Enter", "continue"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.cancel) } }
        .alert(state.alert?.title ?? "", isPresented: alertBinding, message: state.alert?.message) {
            if state.alert?.canRetry == true {
                Button("Retry") { Task { await viewModel.send(.retry) } }
            }
            Button("OK") { viewModel.reduce(.dismissError) }
        }
    }

    private var emailBinding: Binding<String> {
        Binding(get: { viewModel.state.email }, set: { viewModel.reduce(.emailChanged($0)) })
    }

    private var termsBinding: Binding<Bool> {
        Binding(
            get: { viewModel.state.acceptedTerms },
            set: { accepted in Task { await viewModel.send(.termsToggled(accepted)) } }
        )
    }

    private var alertBinding: Binding<Bool> {
        Binding(get: { viewModel.state.alert != nil }, set: { if !$0 { viewModel.reduce(.dismissError) } })
    }
}
