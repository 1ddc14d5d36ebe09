import TerminalUI

/// Request money: the account to be paid into, an optional amount and a reference; then the
/// request as a `payred://pay` link and an EPC QR code that banking apps scan. Esc after typing
/// asks before discarding.
struct RequestMoneyScreenView: View {
    private static let labelWidth = 14
    /// The rows around the QR code: the title, the summary, the link, the hint and the footer.
    private static let rowsAroundTheCode = 12

    let viewModel: RequestMoneyScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(rows: size.rows)
        }
    }

    private func screen(rows: Int) -> some View {
        let state = viewModel.state
        return VStack(spacing: 1) {
            Text("Request money").bold()
            content(state, rows: rows)
            KeyHints(footer(state))
        }
        .padding(horizontal: 2)
        .alert("Discard this request?", isPresented: discardBinding, message: "What you typed is cleared.") {
            Button("Discard", role: .destructive) { Task { await viewModel.send(.close) } }
            Button("Keep editing") {}
        }
        .onEscape {
            switch viewModel.state.content {
            case .request: viewModel.reduce(.backToForm)
            case .form: Task { await viewModel.send(.askToClose) }
            case .loading, .error, .empty: Task { await viewModel.send(.close) }
            }
        }
        .onKeyPress(.character("c")) { viewModel.reduce(.copyLink) }
    }

    private var discardBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingDiscard }, set: { if !$0 { viewModel.reduce(.keepEditing) } })
    }

    @ViewBuilder
    private func content(_ state: RequestMoneyScreenViewModel.State, rows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView("Loading your accounts…")
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.load) } }
            }
        case .empty:
            Text("You have no account to be paid into yet.").dim()
        case .form:
            form(state)
        case .request(let request):
            VStack {
                Text(request.summary)
                Text(request.link)
                if request.qrLines.count + Self.rowsAroundTheCode <= rows {
                    for line in request.qrLines {
                        Text(line)
                    }
                    Text("Scan with a banking app, or send the link.").dim()
                } else {
                    let missing = request.qrLines.count + Self.rowsAroundTheCode - rows
                    Text("Make the terminal \(missing) \(missing == 1 ? "row" : "rows") taller to see the QR code; the link holds the same request.")
                        .foregroundColor(.yellow)
                }
                if let copied = state.copiedNotice {
                    Text(copied).dim()
                }
            }
        }
    }

    @ViewBuilder
    private func form(_ state: RequestMoneyScreenViewModel.State) -> some View {
        VStack {
            Text("Into").bold()
            List("Into", count: state.accounts.count, visibleRows: min(state.accounts.count, 3), selection: accountSelection,
                 onOpen: { index in viewModel.reduce(.chooseAccount(index)) }) { index in
                (index == viewModel.state.chosenAccount ? "(•) " : "( ) ") + viewModel.state.accounts[index]
            }
            .defaultFocus()
        }
        VStack {
            HStack {
                Text(TextColumn.fit("Amount", width: Self.labelWidth))
                TextField("optional, e.g. 25.00", text: amountBinding)
            }
            HStack {
                Text(TextColumn.fit("Reference", width: Self.labelWidth))
                TextField("optional", text: referenceBinding) { viewModel.reduce(.showRequest) }
            }
        }
        if let problem = state.problem {
            Text(problem).foregroundColor(.red)
        }
        Button("Show request") { viewModel.reduce(.showRequest) }
    }

    private func footer(_ state: RequestMoneyScreenViewModel.State) -> [KeyHint] {
        switch state.content {
        case .form: [
            KeyHint("Tab", "next field"),
            KeyHint("↑↓ Space", "choose", .list),
            KeyHint("Enter", "show request", .control("Show request")),
            KeyHint("Enter", "show request", .control("optional")),
            KeyHint("Esc", state.hasInput ? "discard (asks first)" : "back"),
        ]
        case .request: [KeyHint("c", "copy link"), KeyHint("Esc", "edit")]
        case .error: [KeyHint("Enter", "retry", .control("Retry")), KeyHint("Esc", "back")]
        case .loading, .empty: [KeyHint("Esc", "back")]
        }
    }

    private var accountSelection: Binding<Int> {
        Binding(get: { viewModel.state.chosenAccount }, set: { viewModel.reduce(.chooseAccount($0)) })
    }

    private var amountBinding: Binding<String> {
        Binding(get: { viewModel.state.amount }, set: { viewModel.reduce(.amountChanged($0)) })
    }

    private var referenceBinding: Binding<String> {
        Binding(get: { viewModel.state.reference }, set: { viewModel.reduce(.referenceChanged($0)) })
    }
}
