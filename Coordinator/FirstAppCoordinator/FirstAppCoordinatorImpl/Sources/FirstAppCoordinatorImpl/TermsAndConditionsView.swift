import TerminalUI

/// The terms and conditions in short, and where to read them in full (the terminal cannot show a
/// web page). Presented as a `.sheet` route, which the host draws over the Login screen; Esc or
/// Close closes it.
struct TermsAndConditionsView: View {
    let link: String
    let onClose: @MainActor () async -> Void

    var body: some View {
        VStack(spacing: 1) {
            Text(Strings.FirstAppCoordinator.Terms.title).bold()
            VStack {
                Text(Strings.FirstAppCoordinator.Terms.inShort)
                for point in [Strings.FirstAppCoordinator.Terms.pin, Strings.FirstAppCoordinator.Terms.transfers, Strings.FirstAppCoordinator.Terms.data] {
                    Text("• \(point)")
                }
            }
            Text(Strings.FirstAppCoordinator.Terms.fullText(link))
            Button(Strings.FirstAppCoordinator.Terms.closeButton) { Task { await onClose() } }
            KeyHints([KeyHint("Enter", Strings.FirstAppCoordinator.Footer.close, .button), KeyHint("Esc", Strings.FirstAppCoordinator.Footer.close)])
        }
    }
}
