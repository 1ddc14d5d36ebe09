import TerminalUI

/// Stands in for the verification and PIN screens until the auth-flow feature lands.
struct NextStepPlaceholderView: View {
    let title: String
    let message: String
    let onBack: @MainActor () async -> Void

    var body: some View {
        VStack(spacing: 1) {
            Text(title).bold()
            Text(message)
            Button("Back to login") { Task { await onBack() } }
        }
        .padding(horizontal: 2)
    }
}
