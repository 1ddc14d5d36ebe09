import TerminalUI

/// Points to the terms and conditions; the terminal cannot show a web page.
struct TermsAndConditionsView: View {
    let link: String
    let onClose: @MainActor () async -> Void

    var body: some View {
        VStack(spacing: 1) {
            Text("Terms and conditions").bold()
            Text("Read PayRed's terms and conditions at \(link)")
            Button("Close") { Task { await onClose() } }
        }
        .padding(horizontal: 2)
        .border(title: "Terms")
    }
}
