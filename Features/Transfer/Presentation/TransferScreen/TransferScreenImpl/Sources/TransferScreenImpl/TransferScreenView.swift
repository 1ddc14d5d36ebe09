import TerminalUI

/// The transfer form: the account to send from, the payee or new IBAN to send to, the amount and
/// the description, each with what is wrong with it, and Review once the form is valid.
struct TransferScreenView: View {
    /// The fewest rows the destination picker shows (it scrolls); the rest of the screen is never cut for it.
    static let fewestDestinations = 2
    /// The rows the form takes besides the accounts, the destinations, the IBAN field and the
    /// messages: headings, blank lines, amount, description, Review and the footer's line.
    static let fixedRows = 12
    /// The width of the fields' labels.
    private static let labelWidth = 14

    let viewModel: TransferScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(destinationRows: Self.destinationRows(for: viewModel.state, in: size))
        }
    }

    /// As many destinations as fit beside everything else the form shows in `size`, so Review and
    /// the fields stay on screen and no row is left empty below a scrolled list.
    static func destinationRows(for state: TransferScreenViewModel.State, in size: TerminalSize) -> Int {
        let messages = [state.sourceMessage, state.destinationMessage, state.amountMessage, state.descriptionMessage].compactMap { $0 }
        // The footer wraps to a second line below 80 columns.
        let around = fixedRows + min(state.accounts.count, 3) + (state.isNewIban ? 1 : 0) + messages.count + (size.columns < 80 ? 1 : 0)
        return min(state.payees.count + 1, max(fewestDestinations, size.rows - around))
    }

    private func screen(destinationRows: Int) -> some View {
        let state = viewModel.state
        return VStack(spacing: 1) {
            Text("New transfer").bold()
            content(state, destinationRows: destinationRows)
            KeyHints(footer(state.content))
        }
        .padding(horizontal: 2)
        .alert("Discard this transfer?", isPresented: clearBinding, message: "What you typed is cleared.") {
            Button("Discard", role: .destructive) { Task { await viewModel.send(.clear) } }
            Button("Keep editing") {}
        }
        .alert("Replace the transfer you were typing?", isPresented: replaceBinding, message: "A link or a favourite asks for a new one; what you typed is cleared.") {
            Button("Replace", role: .destructive) { Task { await viewModel.send(.replace) } }
            Button("Keep mine") {}
        }
        .onEscape { Task { await viewModel.send(.askToClear) } }
    }

    /// Closing the question keeps what was typed ("Keep mine", Esc) unless Replace then starts the new one.
    private var replaceBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingReplace }, set: { if !$0 { viewModel.reduce(.keepTyped) } })
    }

    private var clearBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingClear }, set: { if !$0 { viewModel.reduce(.cancelClear) } })
    }

    @ViewBuilder
    private func content(_ state: TransferScreenViewModel.State, destinationRows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView("Loading your accounts and payees…")
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.retry) } }
            }
        case .empty:
            Text("You have no account to send money from yet.").dim()
        case .form:
            form(state, destinationRows: destinationRows)
        }
    }

    @ViewBuilder
    private func form(_ state: TransferScreenViewModel.State, destinationRows: Int) -> some View {
        VStack {
            Text("From").bold()
            List("From", count: state.accounts.count, visibleRows: min(state.accounts.count, 3), selection: accountSelection,
                 onOpen: { index in viewModel.reduce(.chooseAccount(index)) }) { index in
                Self.row(viewModel.state.accounts[index])
            }
            message(state.sourceMessage)
        }
        VStack {
            Text("To").bold()
            startingFocus(on: .destination, in: state) {
                List("To", count: state.payees.count + 1, visibleRows: destinationRows,
                     selection: destinationSelection, onOpen: { index in viewModel.reduce(.chooseDestination(index)) }) { index in
                    let payees = viewModel.state.payees
                    return index < payees.count ? Self.row(payees[index]) : Self.radio(viewModel.state.isNewIban) + "New IBAN"
                }
            }
            if state.isNewIban {
                startingFocus(on: .iban, in: state) {
                    TextField("IBAN, e.g. DE89 3704 0044 0532 0130 00", text: ibanBinding)
                }
            }
            message(state.destinationMessage)
        }
        VStack {
            HStack {
                Text(TextColumn.fit(state.currency.isEmpty ? "Amount" : "Amount (\(state.currency))", width: Self.labelWidth))
                startingFocus(on: .amount, in: state) {
                    TextField("e.g. 12.50", text: amountBinding)
                }
            }
            message(state.amountMessage)
            HStack {
                Text(TextColumn.fit("Description", width: Self.labelWidth))
                startingFocus(on: .description, in: state) {
                    TextField("optional", text: descriptionBinding) { Task { await viewModel.send(.review) } }
                }
            }
            message(state.descriptionMessage)
        }
        Button("Review") { Task { await viewModel.send(.review) } }
            .disabled(!state.canReview)
    }

    /// The fields focus can start on besides From.
    private enum Field {
        case destination, iban, amount, description
    }

    /// The field with the form's first problem (a link's amount that breaks a rule, say), where
    /// focus starts while the person has not moved it; nil when the problem, or none, is on From.
    private static func firstProblem(in state: TransferScreenViewModel.State) -> Field? {
        if state.sourceMessage != nil { return nil }
        if state.destinationMessage != nil { return state.isNewIban ? .iban : .destination }
        if state.amountMessage != nil { return .amount }
        return state.descriptionMessage != nil ? .description : nil
    }

    /// `content`, where focus starts when `field` holds the form's first problem.
    @ViewBuilder
    private func startingFocus(on field: Field, in state: TransferScreenViewModel.State, @ViewBuilder _ content: () -> some View) -> some View {
        if Self.firstProblem(in: state) == field {
            content().defaultFocus()
        } else {
            content()
        }
    }

    @ViewBuilder
    private func message(_ text: String?) -> some View {
        if let text {
            Text(text).foregroundColor(.red)
        }
    }

    private func footer(_ content: TransferScreenViewModel.State.Content) -> [KeyHint] {
        let tabs = KeyHint("F1-F5", "tabs")
        let quit = KeyHint("Ctrl-C", "quit")
        return switch content {
        case .form: [
            KeyHint("Tab", "next field"),
            KeyHint("↑↓ Space", "choose", .list),
            KeyHint("Enter", "review", .control("Review")),
            KeyHint("Enter", "review", .control("optional")),
            KeyHint("Enter", "next field", .textField),
            KeyHint("Esc", "discard (asks first)"),
            tabs,
        ]
        case .error: [KeyHint("Enter", "retry", .control("Retry")), tabs, quit]
        case .loading, .empty: [tabs, quit]
        }
    }

    /// An option of a picker, marked when chosen.
    private static func row(_ option: TransferScreenViewModel.State.Option) -> String {
        radio(option.isChosen) + option.text
    }

    private static func radio(_ isChosen: Bool) -> String {
        isChosen ? "(•) " : "( ) "
    }

    private var accountSelection: Binding<Int> {
        Binding(
            get: { viewModel.state.accounts.firstIndex(where: \.isChosen) ?? 0 },
            set: { viewModel.reduce(.chooseAccount($0)) }
        )
    }

    private var destinationSelection: Binding<Int> {
        Binding(
            get: {
                let state = viewModel.state
                return state.payees.firstIndex(where: \.isChosen) ?? (state.isNewIban ? state.payees.count : 0)
            },
            set: { viewModel.reduce(.chooseDestination($0)) }
        )
    }

    private var ibanBinding: Binding<String> {
        Binding(get: { viewModel.state.iban }, set: { viewModel.reduce(.ibanChanged($0)) })
    }

    private var amountBinding: Binding<String> {
        Binding(get: { viewModel.state.amount }, set: { viewModel.reduce(.amountChanged($0)) })
    }

    private var descriptionBinding: Binding<String> {
        Binding(get: { viewModel.state.description }, set: { viewModel.reduce(.descriptionChanged($0)) })
    }
}
