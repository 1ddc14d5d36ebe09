import TerminalUI

/// The transfer form: the account to send from, the payee or new IBAN to send to, the amount and
/// the description, each with what is wrong with it, and Review once the form is valid.
struct TransferScreenView: View {
    /// The fewest rows the destination picker shows (it scrolls); the rest of the screen is never cut for it.
    static let fewestDestinations = 2
    /// The rows the form takes besides the accounts, the destinations, the IBAN field and the
    /// messages: headings, blank lines, amount, description, Review and the footer's line.
    static let fixedRows = 12
    /// The width of the fields' labels: 14, or wider when the Description label needs it (German).
    private static var labelWidth: Int { max(14, Strings.Transfer.Form.descriptionLabel.count + 2) }

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
            Text(Strings.Transfer.Form.title).bold()
            content(state, destinationRows: destinationRows)
            KeyHints(footer(state.content))
        }
        .padding(horizontal: 2)
        .alert(Strings.Transfer.Discard.question, isPresented: clearBinding, message: Strings.Transfer.Discard.message) {
            Button(Strings.Transfer.Discard.confirmButton, role: .destructive) { Task { await viewModel.send(.clear) } }
            Button(Strings.Transfer.Discard.keepButton) {}
        }
        .alert(Strings.Transfer.Replace.question, isPresented: replaceBinding, message: Strings.Transfer.Replace.message) {
            Button(Strings.Transfer.Replace.confirmButton, role: .destructive) { Task { await viewModel.send(.replace) } }
            Button(Strings.Transfer.Replace.keepButton) {}
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
            ProgressView(Strings.Transfer.Form.loading)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button(Strings.Transfer.Form.retryButton) { Task { await viewModel.send(.retry) } }
            }
        case .empty:
            Text(Strings.Transfer.Form.emptyTitle).dim()
        case .form:
            form(state, destinationRows: destinationRows)
        }
    }

    @ViewBuilder
    private func form(_ state: TransferScreenViewModel.State, destinationRows: Int) -> some View {
        VStack {
            Text(Strings.Transfer.Form.fromLabel).bold()
            List(Strings.Transfer.Form.fromLabel, count: state.accounts.count, visibleRows: min(state.accounts.count, 3), selection: accountSelection,
                 onOpen: { index in viewModel.reduce(.chooseAccount(index)) }) { index in
                Self.row(viewModel.state.accounts[index])
            }
            message(state.sourceMessage)
        }
        VStack {
            Text(Strings.Transfer.Form.toLabel).bold()
            startingFocus(on: .destination, in: state) {
                List(Strings.Transfer.Form.toLabel, count: state.payees.count + 1, visibleRows: destinationRows,
                     selection: destinationSelection, onOpen: { index in viewModel.reduce(.chooseDestination(index)) }) { index in
                    let payees = viewModel.state.payees
                    return index < payees.count ? Self.row(payees[index]) : Self.radio(viewModel.state.isNewIban) + Strings.Transfer.Form.newIban
                }
            }
            if state.isNewIban {
                startingFocus(on: .iban, in: state) {
                    TextField(Strings.Transfer.Form.ibanPlaceholder, text: ibanBinding)
                }
            }
            message(state.destinationMessage)
        }
        VStack {
            HStack {
                Text(TextColumn.fit(state.currency.isEmpty ? Strings.Transfer.Form.amountLabel : Strings.Transfer.Form.amountInCurrency(state.currency), width: Self.labelWidth))
                startingFocus(on: .amount, in: state) {
                    TextField(Strings.Transfer.Form.amountPlaceholder, text: amountBinding)
                }
            }
            message(state.amountMessage)
            HStack {
                Text(TextColumn.fit(Strings.Transfer.Form.descriptionLabel, width: Self.labelWidth))
                startingFocus(on: .description, in: state) {
                    TextField(Strings.Transfer.Form.descriptionPlaceholder, text: descriptionBinding) { Task { await viewModel.send(.review) } }
                }
            }
            message(state.descriptionMessage)
        }
        Button(Strings.Transfer.Form.reviewButton) { Task { await viewModel.send(.review) } }
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
        let tabs = KeyHint("F1-F5", Strings.Transfer.Footer.tabs)
        let quit = KeyHint("Ctrl-C", Strings.Transfer.Footer.quit)
        return switch content {
        case .form: [
            KeyHint("Tab", Strings.Transfer.Footer.nextField),
            KeyHint("↑↓ Space", Strings.Transfer.Footer.choose, .list),
            KeyHint("Enter", Strings.Transfer.Footer.review, .control(Strings.Transfer.Form.reviewButton)),
            KeyHint("Enter", Strings.Transfer.Footer.review, .control(Strings.Transfer.Form.descriptionPlaceholder)),
            KeyHint("Enter", Strings.Transfer.Footer.nextField, .textField),
            KeyHint("Esc", Strings.Transfer.Footer.discard),
            tabs,
        ]
        case .error: [KeyHint("Enter", Strings.Transfer.Footer.retry, .control(Strings.Transfer.Form.retryButton)), tabs, quit]
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
