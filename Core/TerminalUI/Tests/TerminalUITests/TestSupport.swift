// Main-actor test methods are declared `async`: on Linux, XCTest's generated test list cannot
// call synchronous `@MainActor` methods (it crashes casting them), but runs async ones on the main actor.

import Observation
import TerminalUI

/// A login view model shaped like the app's, recording what the view did to it.
@MainActor
@Observable
final class LoginViewModel {
    var emailText = ""
    var acceptTermsCheckbox = false
    var isLoading = false
    var inlineError: String?
    var isErrorAlertPresented = false
    var errorTitle = "Sign-in failed"
    var errorMessage = "The server could not be reached."
    var continueTaps = 0
    var retryTaps = 0
    var dismissCalls = 0

    var isActionButtonEnabled: Bool { !emailText.isEmpty && acceptTermsCheckbox && !isLoading }

    func onTapContinue() { continueTaps += 1 }
    func onTryAgainTapped() { retryTaps += 1 }
    func dismissError() {
        dismissCalls += 1
        isErrorAlertPresented = false
    }
}

/// The Login screen exactly as the app writes it.
struct LoginScreenView: View {
    let viewModel: LoginViewModel

    var body: some View {
        VStack(spacing: 1) {
            Text("PayRed").bold()
            Text("Sign in with your email").dim()
            TextField("Email address", text: Binding(viewModel, \.emailText))
            if let message = viewModel.inlineError { Text(message).foregroundColor(.red) }
            Toggle("I accept the terms and conditions", isOn: Binding(viewModel, \.acceptTermsCheckbox))
            if viewModel.isLoading { ProgressView("Signing in…") }
            Button("Continue") { viewModel.onTapContinue() }.disabled(!viewModel.isActionButtonEnabled)
            Divider()
            Text("Tab: next field · Enter: activate · Ctrl-C: quit").dim()
        }
        .padding(horizontal: 2)
        .alert(viewModel.errorTitle, isPresented: Binding(viewModel, \.isErrorAlertPresented), message: viewModel.errorMessage) {
            Button("Retry") { viewModel.onTryAgainTapped() }
            Button("OK") { viewModel.dismissError() }
        }
    }
}

@MainActor
func makeLoginHost(_ model: LoginViewModel, size: TerminalSize = TerminalSize(columns: 60, rows: 24)) -> ViewHost {
    ViewHost(size: size) { AnyView(LoginScreenView(viewModel: model)) }
}

@MainActor
func makeHost(columns: Int = 40, rows: Int = 12, @ViewBuilder _ content: @escaping @MainActor () -> some View) -> ViewHost {
    ViewHost(size: TerminalSize(columns: columns, rows: rows)) { AnyView(content()) }
}

/// Mutable state shared with view closures (which are `@MainActor`, hence `Sendable`, and cannot capture `var`s).
@MainActor
final class Box<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var binding: Binding<Value> { Binding(self, \.value) }
}
