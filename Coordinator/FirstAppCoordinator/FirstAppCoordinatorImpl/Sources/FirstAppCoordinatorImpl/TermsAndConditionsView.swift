import TerminalUI

/// Points to the terms and conditions (the terminal cannot show a web page), in a sheet over
/// the screen beneath; Esc or Close closes it.
struct TermsAndConditionsView: View {
    /// The screen the sheet covers.
    let beneath: AnyView
    let link: String
    let onClose: @MainActor () async -> Void

    var body: some View {
        beneath.sheet(title: "Terms and conditions", onDismiss: { Task { await onClose() } }) {
            Text("Read PayRed's terms and conditions at \(link)")
            Button("Close") { Task { await onClose() } }
            Text("Enter: close · Esc: close").dim()
        }
    }
}
