import TerminalUI

/// Points to the terms and conditions (the terminal cannot show a web page). Presented as a
/// `.sheet` route, which the host draws over the Login screen; Esc or Close closes it.
struct TermsAndConditionsView: View {
    let link: String
    let onClose: @MainActor () async -> Void

    var body: some View {
        VStack(spacing: 1) {
            Text("Terms and conditions").bold()
            Text("Read PayRed's terms and conditions at \(link)")
            Button("Close") { Task { await onClose() } }
            Text("Enter: close · Esc: close").dim()
        }
    }
}
