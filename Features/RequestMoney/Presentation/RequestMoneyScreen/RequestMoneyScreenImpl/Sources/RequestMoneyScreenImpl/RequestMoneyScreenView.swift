import TerminalUI

/// Request money: the account to be paid into, an optional amount and a reference; then the
/// request as a `payred://pay` link and an EPC QR code that banking apps scan. Esc after typing
/// asks before discarding.
struct RequestMoneyScreenView: View {
    private static let labelWidth = 14
    /// The rows around the QR code: the title, the summary, the link, the hint and the footer.
    private static let rowsAroundTheCode = 12
    /// The rows around the QR code shown alone: the footer.
    private static let rowsAroundTheCodeAlone = 2

    let viewModel: RequestMoneyScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(size)
        }
    }

    /// How the request fits the terminal: code and link together, the code alone (its quiet zone
    /// narrowed by `trim` modules a side where that makes it fit), or the link alone (`missingRows`
    /// more would show the code alone; 0 when `q` does).
    private enum Fit {
        case both, codeAlone(trim: Int), linkOnly(missingRows: Int)
    }

    private func fit(_ request: RequestMoneyScreenViewModel.State.Request, rows: Int, showsCodeAlone: Bool) -> Fit {
        let codeRows = { (trim: Int) in (request.qrCode.side - 2 * trim + 1) / 2 }
        if codeRows(0) + Self.rowsAroundTheCode <= rows { return .both }
        // A one-module quiet zone still reads (zbar, phones): it lets a version-5 code fit 80×24.
        let trim = codeRows(0) + Self.rowsAroundTheCodeAlone <= rows ? 0 : 1
        let missing = max(0, codeRows(trim) + Self.rowsAroundTheCodeAlone - rows)
        return missing == 0 && showsCodeAlone ? .codeAlone(trim: trim) : .linkOnly(missingRows: missing)
    }

    private func screen(_ size: TerminalSize) -> some View {
        let state = viewModel.state
        var fit: Fit?
        if case .request(let request) = state.content {
            fit = self.fit(request, rows: size.rows, showsCodeAlone: state.showsCodeAlone)
        }
        return VStack(spacing: 1) {
            if case .codeAlone(let trim)? = fit, case .request(let request) = state.content {
                code(request.qrCode.trimmed(by: trim))
            } else {
                Text("Request money").bold()
                content(state, fit: fit, columns: size.columns - 4)
            }
            KeyHints(footer(state, fit: fit))
        }
        .padding(horizontal: 2)
        .alert("Discard this request?", isPresented: discardBinding, message: "What you typed is cleared.") {
            Button("Discard", role: .destructive) { Task { await viewModel.send(.close) } }
            Button("Keep editing") {}
        }
        .onEscape {
            switch viewModel.state.content {
            case .request where viewModel.state.showsCodeAlone: viewModel.reduce(.showLink)
            case .request: viewModel.reduce(.backToForm)
            case .form: Task { await viewModel.send(.askToClose) }
            case .loading, .error, .empty: Task { await viewModel.send(.close) }
            }
        }
        .onKeyPress(.character("c")) { viewModel.reduce(.copyLink) }
        .onKeyPress(.character("q")) {
            if case .linkOnly(missingRows: 0)? = fit { viewModel.reduce(.showCodeAlone) }
        }
    }

    private var discardBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingDiscard }, set: { if !$0 { viewModel.reduce(.keepEditing) } })
    }

    /// The QR code in its own black and white, one column a module.
    private func code(_ picture: RequestMoneyScreenViewModel.State.QRPicture) -> some View {
        Picture(width: picture.side, height: picture.side, rgba: picture.rgba, columns: picture.side)
    }

    @ViewBuilder
    private func content(_ state: RequestMoneyScreenViewModel.State, fit: Fit?, columns: Int) -> some View {
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
                for line in LinkLines.wrap(request.link, width: columns) {
                    Text(line)
                }
                switch fit {
                case .both?, .codeAlone?, nil:
                    code(request.qrCode)
                    Text("Scan with a banking app, or send the link.").dim()
                case .linkOnly(missingRows: 0)?:
                    Text("The terminal is too short for the QR code beside the link: q shows it alone.").foregroundColor(.yellow)
                case .linkOnly(let missing)?:
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

    private func footer(_ state: RequestMoneyScreenViewModel.State, fit: Fit?) -> [KeyHint] {
        switch state.content {
        case .form: [
            KeyHint("Tab", "next field"),
            KeyHint("↑↓ Space", "choose", .list),
            KeyHint("Enter", "show request", .control("Show request")),
            KeyHint("Enter", "show request", .control("optional")),
            KeyHint("Esc", state.hasInput ? "discard (asks first)" : "back"),
        ]
        case .request:
            switch fit {
            case .codeAlone?: [KeyHint("c", "copy link"), KeyHint("Esc", "back to the link")]
            case .linkOnly(missingRows: 0)?: [KeyHint("c", "copy link"), KeyHint("q", "QR code"), KeyHint("Esc", "edit")]
            default: [KeyHint("c", "copy link"), KeyHint("Esc", "edit")]
            }
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
