import TerminalUI

/// The Login screen's view: email, terms, Continue, progress and the error alert.
struct LoginScreenView: View {
    let viewModel: LoginScreenViewModel

    var body: some View {
        VStack(spacing: 1) {
            VStack {
                Text("PayRed").bold().foregroundColor(.red)
                Text("Sign in or create your wallet with your email").dim()
            }
            // The form is read-only while a request is in flight; focus waits on its control.
            VStack(spacing: 1) {
                TextField("Email address", text: Binding(viewModel, \.emailText)) {
                    Task { await viewModel.onTapContinue() }
                }
                Toggle("I accept the terms and conditions", isOn: termsBinding)
                Button("Read the terms and conditions") { Task { await viewModel.onTapTerms() } }
            }
            .disabled(viewModel.isLoading)
            if viewModel.isLoading {
                ProgressView("Signing in…")
            }
            Button("Continue") { Task { await viewModel.onTapContinue() } }
                .disabled(!viewModel.isActionButtonEnabled)
            Divider()
            Text("Tab: next field · Space: tick · Enter: continue · Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
        .alert(viewModel.errorTitle, isPresented: Binding(viewModel, \.isErrorAlertPresented), message: viewModel.errorMessage) {
            if viewModel.canRetry {
                Button("Retry") { Task { await viewModel.onTryAgainTapped() } }
            }
            Button("OK") { viewModel.dismissError() }
        }
    }

    private var termsBinding: Binding<Bool> {
        Binding(
            get: { viewModel.acceptTermsCheckbox },
            set: { accepted in Task { await viewModel.setTermsAccepted(accepted) } }
        )
    }
}
