import TerminalUI

/// The terms and conditions in short, and where to read them in full (the terminal cannot show a
/// web page). Presented as a `.sheet` route, which the host draws over the Login screen; Esc or
/// Close closes it.
struct TermsAndConditionsView: View {
    let link: String
    let onClose: @MainActor () async -> Void

    var body: some View {
        VStack(spacing: 1) {
            Text("Terms and conditions").bold()
            VStack {
                Text("In short:")
                Text("• Your PIN unlocks PayRed on this device: keep it to yourself. PayRed never asks for it by email.")
                Text("• A transfer you confirm is sent at once and cannot be called back.")
                Text("• PayRed keeps your email, your accounts and your transactions to run your wallet, and nothing for advertising.")
            }
            Text("The full text: \(link)")
            Button("Close") { Task { await onClose() } }
            KeyHints([KeyHint("Enter", "close", .button), KeyHint("Esc", "close")])
        }
    }
}
