import Foundation
import Localization
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
        .alert(Strings.Lock.Logout.question, isPresented: logoutBinding, message: Strings.Lock.Logout.message) {
            Button(Strings.Lock.Pin.logoutButton, role: .destructive) { Task { await viewModel.send(.leave) } }
            Button(Strings.Lock.Logout.cancelButton) {}
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
                TextField(Strings.Lock.Name.firstNameLabel, text: binding(\.firstName, LockScreenViewModel.Action.firstNameChanged))
                TextField(Strings.Lock.Name.lastNameLabel, text: binding(\.lastName, LockScreenViewModel.Action.lastNameChanged)) {
                    Task { await viewModel.send(.submit) }
                }
            }
            if let message = state.errorMessage {
                Text(message).foregroundColor(.red)
            }
            Button(Strings.Lock.Screen.useAnotherEmailButton) { Task { await viewModel.send(.leave) } }
        }
    }

    /// The PIN steps: the masked field, what went wrong, the lockout and the way out.
    private func pinField(_ state: LockScreenViewModel.State) -> some View {
        Countdown(until: state.lockedUntil ?? .distantPast) { remaining in
            if remaining > 0, let until = state.lockedUntil {
                Text(Strings.Lock.Errors.lockedUntil(DateText.text(until, .time), Countdown.minutesAndSeconds(remaining)))
                    .foregroundColor(.red)
            }
            VStack(spacing: 1) {
                SecureField(Strings.Lock.Pin.label, text: pinBinding, maxLength: LockUseCaseNameSpace.pinLength, digitsOnly: true) {
                    Task { await viewModel.send(.submit) }
                }
                .disabled(state.isSubmitting || remaining > 0)
                if state.isSubmitting {
                    ProgressView(state.step == .unlock ? Strings.Lock.Pin.unlocking : Strings.Lock.Pin.creating)
                } else if let message = state.errorMessage, remaining == 0 || state.lockedUntil == nil {
                    Text(message).foregroundColor(.red)
                }
                // A locked-out user can still leave the account; logging out asks first.
                if state.step == .unlock {
                    Button(Strings.Lock.Pin.logoutButton, role: .destructive) { Task { await viewModel.send(.askToLogout) } }
                        .disabled(state.isSubmitting)
                } else {
                    Button(Strings.Lock.Screen.useAnotherEmailButton) { Task { await viewModel.send(.leave) } }
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
        case .name: Strings.Lock.Screen.nameTitle
        case .create: Strings.Lock.Screen.createTitle
        case .confirm: Strings.Lock.Screen.confirmTitle
        case .unlock: Strings.Lock.Screen.unlockTitle
        }
    }

    /// The keys that work: none on the PIN field during a lockout.
    private func footer(_ step: LockScreenViewModel.State.Step, isLockedOut: Bool) -> [KeyHint] {
        if step == .name {
            return [
                KeyHint("Enter", Strings.Lock.Footer.nextField, .control(Strings.Lock.Name.firstNameLabel)),
                KeyHint("Enter", Strings.Lock.Footer.proceed, .control(Strings.Lock.Name.lastNameLabel)),
                KeyHint("Enter", Strings.Lock.Footer.useAnotherEmail, .button),
                KeyHint("Esc", Strings.Lock.Footer.back),
                KeyHint("Tab", Strings.Lock.Footer.next),
                KeyHint("Ctrl-C", Strings.Lock.Footer.quit),
            ]
        }
        let field = isLockedOut ? [] : [
            KeyHint(Strings.Lock.Footer.digits, Strings.Lock.Pin.label, .textField),
            KeyHint("Backspace", Strings.Lock.Footer.erase, .textField),
            KeyHint("Enter", step == .unlock ? Strings.Lock.Footer.unlock : Strings.Lock.Footer.proceed, .textField),
        ]
        let leave = step == .unlock
            ? [KeyHint("Enter", Strings.Lock.Footer.logOut, .control(Strings.Lock.Pin.logoutButton))]
            : [KeyHint("Enter", Strings.Lock.Footer.useAnotherEmail, .button), KeyHint("Esc", Strings.Lock.Footer.back)]
        return field + leave + [KeyHint("Tab", Strings.Lock.Footer.next), KeyHint("Ctrl-C", Strings.Lock.Footer.quit)]
    }

    private func subtitle(_ state: LockScreenViewModel.State) -> String {
        switch state.step {
        case .name: Strings.Lock.Screen.nameSubtitle(state.email)
        case .create: Strings.Lock.Screen.createSubtitle(state.email)
        case .confirm: Strings.Lock.Screen.confirmSubtitle
        case .unlock: Strings.Lock.Screen.unlockSubtitle(state.email)
        }
    }
}
