import TerminalUI

/// The Login screen's view: email, terms, Continue, progress and the error alert.
struct LoginScreenView: View {
    let viewModel: LoginScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                // cleanarch:ignore strings-literal -- the brand, the same in every language
                Text("PayRed").bold().foregroundColor(.red)
                Text(Strings.Login.Form.subtitle).dim()
            }
            // The form is read-only while a request is in flight; focus waits on its control.
            VStack(spacing: 1) {
                TextField(Strings.Login.Form.emailLabel, text: emailBinding) {
                    Task { await viewModel.send(.submit) }
                }
                Toggle(Strings.Login.Form.termsToggle, isOn: termsBinding)
                Button(Strings.Login.Form.readTermsButton) { Task { await viewModel.send(.openTerms) } }
            }
            .disabled(state.isSigningIn)
            if state.isSigningIn {
                ProgressView(Strings.Login.Form.signingIn)
            }
            Button(Strings.Login.Form.continueButton) { Task { await viewModel.send(.submit) } }
                .disabled(state.isSigningIn)
            KeyHints([
                KeyHint("Tab", Strings.Login.Footer.nextField),
                KeyHint("Space", Strings.Login.Footer.tick, .control(Strings.Login.Form.termsToggle)),
                KeyHint("Enter", Strings.Login.Footer.tick, .control(Strings.Login.Form.termsToggle)),
                KeyHint("Enter", Strings.Login.Footer.readTerms, .control(Strings.Login.Form.readTermsButton)),
                KeyHint("Enter", Strings.Login.Footer.proceed),
                KeyHint("Ctrl-C", Strings.Login.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .onEscape { Task { await viewModel.send(.cancel) } }
        .alert(state.alert?.title ?? "", isPresented: alertBinding, message: state.alert?.message) {
            if state.alert?.canRetry == true {
                Button(Strings.Login.Alert.retryButton) { Task { await viewModel.send(.retry) } }
            }
            Button(Strings.Login.Alert.okButton) { viewModel.reduce(.dismissError) }
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
