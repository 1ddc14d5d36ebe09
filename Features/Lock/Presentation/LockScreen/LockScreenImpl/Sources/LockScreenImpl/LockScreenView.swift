import Foundation
import LockUseCaseAPI
import TerminalUI

/// The LockScreen's view: a new user's name, the masked PIN field, the lockout countdown and the way out.
struct LockScreenView: View {
    let viewModel: LockScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            VStack {
                Text(title(state.step)).bold()
                Text(subtitle(state)).dim()
            }
            if state.step == .name {
                nameFields(state)
            } else {
                pinField(state)
            }
            Countdown(until: state.lockedUntil ?? .distantPast) { remaining in
                KeyHints(footer(state.step, isLockedOut: remaining > 0))
            }
        }
        .padding(horizontal: 2)
        .alert("Log out?", isPresented: logoutBinding, message: "You will need your email and your PIN to sign in again.") {
            Button("Log out", role: .destructive) { Task { await viewModel.send(.leave) } }
            Button("Cancel") {}
        }
        .onEscape {
            // Esc never logs out: only leaving a sign-up goes back.
            if viewModel.state.step != .unlock { Task { await viewModel.send(.back) } }
        }
    }

    /// The name step: first and last name, then on to the PIN.
    private func nameFields(_ state: LockScreenViewModel.State) -> some View {
        VStack(spacing: 1) {
            VStack {
                TextField("First name", text: binding(\.firstName, LockScreenViewModel.Action.firstNameChanged))
                TextField("Last name (optional)", text: binding(\.lastName, LockScreenViewModel.Action.lastNameChanged)) {
                    Task { await viewModel.send(.submit) }
                }
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            Button("Use another email") { Task { await viewModel.send(.leave) } }
        }
    }

    /// The PIN steps: the masked field, what went wrong, the lockout and the way out.
    private func pinField(_ state: LockScreenViewModel.State) -> some View {
        Countdown(until: state.lockedUntil ?? .distantPast) { remaining in
            if remaining > 0, let until = state.lockedUntil {
                Text("Too many wrong PINs: locked until \(until.formatted(date: .omitted, time: .standard)). Try again in \(Countdown.minutesAndSeconds(remaining)).")
                    .foregroundColor(.red)
            }
            VStack(spacing: 1) {
                SecureField("PIN", text: pinBinding, maxLength: LockUseCaseNameSpace.pinLength, digitsOnly: true) {
                    Task { await viewModel.send(.submit) }
                }
                .disabled(state.isSubmitting || remaining > 0)
                if state.isSubmitting {
                    ProgressView(state.step == .unlock ? "Unlocking…" : "Creating your PIN…")
                } else if let message = state.errorMessage, remaining == 0 || state.lockedUntil == nil {
                    Text(message).foregroundColor(.red)
                }
                // A locked-out user can still leave the account; logging out asks first.
                if state.step == .unlock {
                    Button("Log out", role: .destructive) { Task { await viewModel.send(.askToLogout) } }
                        .disabled(state.isSubmitting)
                } else {
                    Button("Use another email") { Task { await viewModel.send(.leave) } }
                        .disabled(state.isSubmitting)
                }
            }
        }
    }

    private func binding(_ keyPath: KeyPath<LockScreenViewModel.State, String>, _ action: @escaping (String) -> LockScreenViewModel.Action) -> Binding<String> {
        Binding(get: { viewModel.state[keyPath: keyPath] }, set: { viewModel.reduce(action($0)) })
    }

    private var logoutBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingLogout }, set: { if !$0 { viewModel.reduce(.cancelLogout) } })
    }

    private var pinBinding: Binding<String> {
        Binding(get: { viewModel.state.pin }, set: { viewModel.reduce(.pinChanged($0)) })
    }

    private func title(_ step: LockScreenViewModel.State.Step) -> String {
        switch step {
        case .name: "Your name"
        case .create: "Create a PIN"
        case .confirm: "Confirm your PIN"
        case .unlock: "Enter your PIN"
        }
    }

    /// The keys that work: none on the PIN field during a lockout.
    private func footer(_ step: LockScreenViewModel.State.Step, isLockedOut: Bool) -> [KeyHint] {
        if step == .name {
            return [
                KeyHint("Enter", "next field", .control("First name")),
                KeyHint("Enter", "continue", .control("Last name (optional)")),
                KeyHint("Enter", "use another email", .button),
                KeyHint("Esc", "back"),
                KeyHint("Tab", "next"),
                KeyHint("Ctrl-C", "quit"),
            ]
        }
        let field = isLockedOut ? [] : [
            KeyHint("Digits", "PIN", .textField),
            KeyHint("Backspace", "erase", .textField),
            KeyHint("Enter", step == .unlock ? "unlock" : "continue", .textField),
        ]
        let leave = step == .unlock
            ? [KeyHint("Enter", "log out (asks first)", .control("Log out"))]
            : [KeyHint("Enter", "use another email", .button), KeyHint("Esc", "back")]
        return field + leave + [KeyHint("Tab", "next"), KeyHint("Ctrl-C", "quit")]
    }

    private func subtitle(_ state: LockScreenViewModel.State) -> String {
        switch state.step {
        case .name: "People you pay or ask for money see this name, never your email \(state.email)."
        case .create: "Choose six digits to unlock PayRed as \(state.email). Avoid one repeated digit or a run like 123456."
        case .confirm: "Type the same six digits again."
        case .unlock: "Welcome back, \(state.email). Type your six-digit PIN."
        }
    }
}
