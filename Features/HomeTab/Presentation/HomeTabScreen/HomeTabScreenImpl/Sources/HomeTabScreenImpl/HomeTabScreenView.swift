import TerminalUI

/// The HomeTabScreen's view: totals, accounts, the latest transactions and favourites; `r`
/// refreshes, `h` hides or shows the amounts, `c` copies the focused account's IBAN.
struct HomeTabScreenView: View {
    let viewModel: HomeTabScreenViewModel

    var body: some View {
        let state = viewModel.state
        VStack(spacing: 1) {
            // Above the content, where it is seen on any terminal.
            if let notice = state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            content(state)
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            HStack(spacing: 2) {
                Button(Strings.HomeTab.Home.lockButton) { Task { await viewModel.send(.lockNow) } }
                Button(Strings.HomeTab.Home.logoutButton, role: .destructive) { Task { await viewModel.send(.askToLogout) } }
            }
            .disabled(state.isLoggingOut)
            if state.isLoggingOut {
                ProgressView(Strings.HomeTab.Home.loggingOut)
            }
            if let failure = state.logoutFailure {
                Text(failure).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("Enter", Strings.HomeTab.Footer.retry, .control(Strings.HomeTab.Home.retryButton)),
                KeyHint("Enter", Strings.HomeTab.Footer.lock, .control(Strings.HomeTab.Home.lockButton)),
                KeyHint("Enter", Strings.HomeTab.Footer.logOut, .control(Strings.HomeTab.Home.logoutButton)),
                KeyHint("Enter", Strings.HomeTab.Footer.open, .button),
            ] + accountLabels(state).map { KeyHint("c", Strings.HomeTab.Footer.copyIBAN, .control($0)) } + [
                KeyHint("r", Strings.HomeTab.Footer.refresh),
                KeyHint("h", state.hidesBalances ? Strings.HomeTab.Footer.showAmounts : Strings.HomeTab.Footer.hideAmounts),
                KeyHint("F1-F5", Strings.HomeTab.Footer.tabs),
                KeyHint("Ctrl-C", Strings.HomeTab.Footer.quit),
            ])
        }
        .padding(horizontal: 2)
        .alert(Strings.HomeTab.Logout.question, isPresented: logoutBinding, message: Strings.HomeTab.Logout.message) {
            Button(Strings.HomeTab.Home.logoutButton, role: .destructive) { Task { await viewModel.send(.confirmLogout) } }
            Button(Strings.HomeTab.Logout.cancelButton) {}
        }
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
        .onKeyPress(.character("h")) { Task { await viewModel.send(.toggleHideBalances) } }
        .onKeyPress(.character("c")) { Task { await viewModel.send(.copyIBAN) } }
    }

    /// An account's line, which opens its history; focused, `c` copies its IBAN.
    private func accountLine(_ account: HomeTabScreenViewModel.State.AccountRow) -> AnyView {
        AnyView(
            Button(Self.label(of: account)) {
                Task { await viewModel.send(.openAccount(id: account.id)) }
            }
            .focused(accountFocus, equals: account.id)
        )
    }

    /// An account's line: name, balance and IBAN (grouped for reading).
    private static func label(of account: HomeTabScreenViewModel.State.AccountRow) -> String {
        "\(account.name) · \(account.balance) · \(account.iban)"
    }

    /// The labels of the account lines, where `c` copies.
    private func accountLabels(_ state: HomeTabScreenViewModel.State) -> [String] {
        guard case .loaded(let overview) = state.content else { return [] }
        return overview.accounts.map(Self.label(of:))
    }

    private var accountFocus: Binding<String?> {
        Binding(get: { viewModel.state.focusedAccountID }, set: { viewModel.reduce(.focusChanged(accountID: $0)) })
    }

    @ViewBuilder
    private func content(_ state: HomeTabScreenViewModel.State) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.HomeTab.Home.loading)
        case .loaded(let overview):
            loaded(overview, isRefreshing: state.isRefreshing)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button(Strings.HomeTab.Home.retryButton) { Task { await viewModel.send(.load) } }
            }
        }
    }

    @ViewBuilder
    private func loaded(_ overview: HomeTabScreenViewModel.State.Overview, isRefreshing: Bool) -> some View {
        VStack {
            // A refresh keeps the total in view and says so beside it.
            HStack(spacing: 3) {
                Text(Strings.HomeTab.Home.greeting(overview.name)).bold()
                if isRefreshing {
                    ProgressView(Strings.HomeTab.Home.refreshing)
                }
            }
            if !overview.totals.isEmpty {
                Text(Strings.HomeTab.Home.total(overview.totals.joined(separator: " · ")))
            }
        }
        VStack {
            Text(Strings.HomeTab.Accounts.title).bold()
            if overview.accounts.isEmpty {
                Text(Strings.HomeTab.Accounts.emptyTitle).dim()
            }
            VStack {
                for account in overview.accounts {
                    accountLine(account)
                }
            }
            .defaultFocus()
            if let copied = viewModel.state.copiedNotice {
                Text(copied).dim()
            }
        }
        VStack {
            Text(Strings.HomeTab.Transactions.title).bold()
            if overview.latestTransactions.isEmpty {
                Text(Strings.HomeTab.Transactions.emptyTitle).dim()
            }
            for transaction in overview.latestTransactions {
                Columns(TextColumn.fit(transaction.date, width: 8) + transaction.title, trailing: "  " + transaction.amount)
            }
            Button(Strings.HomeTab.Transactions.seeAllButton) { Task { await viewModel.send(.seeAllTransactions) } }
        }
        if !overview.favourites.isEmpty {
            VStack {
                Text(Strings.HomeTab.Favourites.title).bold()
                favourites(overview)
            }
        }
    }

    /// The favourites side by side, each a picture over its name.
    private func favourites(_ overview: HomeTabScreenViewModel.State.Overview) -> some View {
        HStack(spacing: 2) {
            for favourite in overview.favourites {
                VStack {
                    if let picture = viewModel.state.pictures[favourite.id] {
                        Picture(width: picture.width, height: picture.height, rgba: picture.rgba, columns: 4)
                    }
                    Text(favourite.name).dim()
                }
            }
        }
    }

    private var logoutBinding: Binding<Bool> {
        Binding(get: { viewModel.state.isConfirmingLogout }, set: { if !$0 { viewModel.reduce(.cancelLogout) } })
    }
}
