import TerminalUI

/// The TransactionTabScreen's view: search, the account filter, the history as a scrolling list as
/// tall as the terminal allows, and what is happening below it.
struct TransactionTabScreenView: View {
    /// The rows the tab bar, search, status and footer take: the list has the rest (12 at 80×24).
    static let rowsAroundTheList = 12

    let viewModel: TransactionTabScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(visibleRows: max(3, size.rows - Self.rowsAroundTheList))
        }
    }

    private func screen(visibleRows: Int) -> some View {
        let state = viewModel.state
        return VStack {
            TextField(Strings.TransactionTab.Search.placeholder, text: searchBinding) { Task { await viewModel.send(.submitSearch) } }
                .focused(focusBinding, equals: .search)
            if let account = state.accountLabel {
                HStack(spacing: 2) {
                    Text(Strings.TransactionTab.Filter.account(account))
                    Button(Strings.TransactionTab.Filter.showAllButton) { Task { await viewModel.send(.clearAccount) } }
                }
            }
            if let banner = state.savedBanner {
                Text(isFailed(state.status) ? Strings.TransactionTab.Errors.offline(banner) : banner).foregroundColor(.yellow)
            }
            content(state, visibleRows: visibleRows)
            if let message = state.exportMessage {
                Text(message).dim()
            }
            KeyHints([
                KeyHint("Enter", Strings.TransactionTab.Footer.search, .control(Strings.TransactionTab.Search.placeholder)),
                KeyHint("Enter", Strings.TransactionTab.Footer.retry, .control(Strings.TransactionTab.Transactions.retryButton)),
                KeyHint("Enter", Strings.TransactionTab.Footer.open, .list),
                KeyHint("↑↓ PgUp PgDn", Strings.TransactionTab.Footer.move, .list),
                KeyHint("Enter", Strings.TransactionTab.Footer.press, .button),
                KeyHint("Tab", Strings.TransactionTab.Footer.next),
                KeyHint("r", Strings.TransactionTab.Footer.refresh, .outsideTextField),
                KeyHint("e", Strings.TransactionTab.Footer.export, .outsideTextField),
                KeyHint("F1-F5", Strings.TransactionTab.Footer.tabs),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
        .onKeyPress(.character("e")) { Task { await viewModel.send(.export) } }
    }

    @ViewBuilder
    private func content(_ state: TransactionTabScreenViewModel.State, visibleRows: Int) -> some View {
        if state.rows.isEmpty {
            switch state.status {
            case .loading, .refreshing: ProgressView(Strings.TransactionTab.Transactions.loading)
            case .failed(let message): failure(message)
            default: Text(state.accountLabel == nil && viewModel.state.search.isEmpty ? Strings.TransactionTab.Transactions.emptyTitle : Strings.TransactionTab.Transactions.noMatch).dim()
            }
        } else {
            List(Strings.TransactionTab.Transactions.listLabel, count: state.rows.count, visibleRows: visibleRows, selection: selectionBinding, onOpen: { index in
                Task { await viewModel.send(.open(index)) }
            }) { index in
                ListRow(viewModel.state.rows[index].text, trailing: "  " + viewModel.state.rows[index].amount)
            }
            .focused(focusBinding, equals: .list)
            .defaultFocus()
            HStack(spacing: 2) {
                status(state)
                Button(Strings.TransactionTab.Transactions.exportButton) { Task { await viewModel.send(.export) } }
            }
        }
    }

    @ViewBuilder
    private func status(_ state: TransactionTabScreenViewModel.State) -> some View {
        switch state.status {
        case .loading, .refreshing: ProgressView(Strings.TransactionTab.Transactions.refreshing)
        case .loadingMore: ProgressView(Strings.TransactionTab.Transactions.loadingMore)
        case .more: Text(Strings.TransactionTab.Transactions.position(state.selection + 1, state.rows.count)).dim()
        case .end: Text(Strings.TransactionTab.Transactions.positionAtEnd(state.selection + 1, state.rows.count)).dim()
        case .failed(let message), .moreFailed(let message): failure(message)
        }
    }

    private func failure(_ message: String) -> some View {
        HStack(spacing: 2) {
            Text(message).foregroundColor(.red)
            Button(Strings.TransactionTab.Transactions.retryButton) { Task { await viewModel.send(.retry) } }
        }
    }

    private func isFailed(_ status: TransactionTabScreenViewModel.State.Status) -> Bool {
        if case .failed = status { true } else { false }
    }

    private var searchBinding: Binding<String> {
        Binding(get: { viewModel.state.search }, set: { viewModel.reduce(.searchChanged($0)) })
    }

    private var focusBinding: Binding<TransactionTabScreenViewModel.State.Focus?> {
        Binding(get: { viewModel.state.focus }, set: { viewModel.reduce(.focusChanged($0)) })
    }

    private var selectionBinding: Binding<Int> {
        Binding(get: { viewModel.state.selection }, set: { index in
            viewModel.reduce(.select(index))
            Task { await viewModel.send(.select(index)) }
        })
    }
}
