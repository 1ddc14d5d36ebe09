import QRCodeView
import TerminalUI

/// Request money: the account to be paid into, an optional amount and a reference; then the
/// request as a `payred://pay` link and an EPC QR code that banking apps scan, beside the link
/// where the terminal is tall enough, else alone on `q`. Esc after typing asks before discarding.
struct RequestMoneyScreenView: View {
    /// The rows around the QR code beside the link: the tab bar, the title, the summary, the link,
    /// the hint and the footer (`GeometryReader` gives the whole terminal's rows).
    private static let rowsAroundTheCode = 11
    /// The rows around the QR code shown alone: the tab bar and the footer.
    private static let rowsAroundTheCodeAlone = 4

    let viewModel: RequestMoneyScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(rows: size.rows)
        }
    }

    private func screen(rows: Int) -> some View {
        let state = viewModel.state
        var code: (beside: QRCodePicture?, alone: QRCodePicture?, missingRows: Int) = (nil, nil, 0)
        if case .request(_, _, let picture) = state.content {
            code = (picture.fitted(toRows: rows - Self.rowsAroundTheCode), picture.fitted(toRows: rows - Self.rowsAroundTheCodeAlone),
                    picture.rowsMissing(in: rows - Self.rowsAroundTheCodeAlone))
        }
        let offersCodeAlone = code.beside == nil && code.alone != nil
        return VStack(spacing: 1) {
            if state.showsCodeAlone, let alone = code.alone {
                QRCodeView(alone)
                KeyHints([KeyHint("c", Strings.RequestMoney.Footer.copyLink), KeyHint("Esc", Strings.RequestMoney.Footer.backToLink)])
            } else {
                Text(Strings.RequestMoney.Screen.title).bold()
                content(state, code: code.beside, missingRows: offersCodeAlone ? 0 : code.missingRows)
                KeyHints(footer(state, offersCodeAlone: offersCodeAlone))
            }
        }
        .padding(horizontal: 2)
        .alert(Strings.RequestMoney.Discard.question, isPresented: discardBinding, message: Strings.RequestMoney.Discard.message) {
            Button(Strings.RequestMoney.Discard.confirmButton, role: .destructive) { Task { await viewModel.send(.close) } }
            Button(Strings.RequestMoney.Discard.keepButton) {}
        }
        .onEscape { Task { await viewModel.send(.back) } }
        .onKeyPress(.character("c")) { viewModel.reduce(.copyLink) }
        .onKeyPress(.character("q")) { if offersCodeAlone { viewModel.reduce(.showCodeAlone) } }
    }

    @ViewBuilder
    private func content(_ state: RequestMoneyScreenViewModel.State, code: QRCodePicture?, missingRows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.RequestMoney.Screen.loading)
        case .error(let message):
            Text(message).foregroundColor(.red)
            Button(Strings.RequestMoney.Screen.retryButton) { Task { await viewModel.send(.load) } }
        case .empty:
            Text(Strings.RequestMoney.Screen.emptyTitle).dim()
        case .form:
            form(state)
        case .request(let summary, let link, _):
            VStack {
                Text(summary)
                Text(link)
                if let code {
                    QRCodeView(code)
                    Text(Strings.RequestMoney.Request.scanHint).dim()
                } else if missingRows == 0 {
                    Text(Strings.RequestMoney.Request.tooShort).foregroundColor(.yellow)
                } else {
                    Text(Strings.RequestMoney.Request.rowsMissing(missingRows)).foregroundColor(.yellow)
                }
                if let notice = state.notice {
                    Text(notice).dim()
                }
            }
        }
    }

    @ViewBuilder
    private func form(_ state: RequestMoneyScreenViewModel.State) -> some View {
        VStack {
            Text(Strings.RequestMoney.Form.intoLabel).bold()
            List(Strings.RequestMoney.Form.intoLabel, count: state.accounts.count, visibleRows: min(state.accounts.count, 3), selection: binding(\.chosenAccount, Action.chooseAccount),
                 onOpen: { viewModel.reduce(.chooseAccount($0)) }) { index in
                (index == viewModel.state.chosenAccount ? "(•) " : "( ) ") + viewModel.state.accounts[index]
            }
            .defaultFocus()
        }
        VStack {
            HStack {
                Text(TextColumn.fit(Strings.RequestMoney.Form.amountLabel, width: 18))
                TextField(Strings.RequestMoney.Form.amountPlaceholder, text: binding(\.amount, Action.amountChanged))
            }
            HStack {
                Text(TextColumn.fit(Strings.RequestMoney.Form.referenceLabel, width: 18))
                TextField(Strings.RequestMoney.Form.referencePlaceholder, text: binding(\.reference, Action.referenceChanged)) { viewModel.reduce(.showRequest) }
            }
        }
        if let problem = state.notice {
            Text(problem).foregroundColor(.red)
        }
        Button(Strings.RequestMoney.Form.showButton) { viewModel.reduce(.showRequest) }
    }

    private typealias Action = RequestMoneyScreenViewModel.Action

    private func footer(_ state: RequestMoneyScreenViewModel.State, offersCodeAlone: Bool) -> [KeyHint] {
        switch state.content {
        case .form: [
            KeyHint("Tab", Strings.RequestMoney.Footer.nextField),
            KeyHint("↑↓ Space", Strings.RequestMoney.Footer.choose, .list),
            KeyHint("Enter", Strings.RequestMoney.Footer.showRequest, .control(Strings.RequestMoney.Form.showButton)),
            KeyHint("Enter", Strings.RequestMoney.Footer.showRequest, .control(Strings.RequestMoney.Form.referencePlaceholder)),
            KeyHint("Esc", (state.amount + state.reference).isEmpty ? Strings.RequestMoney.Footer.back : Strings.RequestMoney.Footer.discard),
        ]
        case .request:
            [KeyHint("c", Strings.RequestMoney.Footer.copyLink)] + (offersCodeAlone ? [KeyHint("q", Strings.RequestMoney.Footer.qrCode)] : [])
                + [KeyHint("Esc", Strings.RequestMoney.Footer.edit)]
        case .error:
            [KeyHint("Enter", Strings.RequestMoney.Footer.retry, .control(Strings.RequestMoney.Screen.retryButton)), KeyHint("Esc", Strings.RequestMoney.Footer.back)]
        case .loading, .empty: [KeyHint("Esc", Strings.RequestMoney.Footer.back)]
        }
    }

    private var discardBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingDiscard }, set: { if !$0 { viewModel.reduce(.keepEditing) } })
    }

    /// The state's `value` as the view's binding: a change is sent as `action`.
    private func binding<Value>(_ value: KeyPath<RequestMoneyScreenViewModel.State, Value>, _ action: @escaping (Value) -> Action) -> Binding<Value> {
        Binding(get: { viewModel.state[keyPath: value] }, set: { viewModel.reduce(action($0)) })
    }
}
