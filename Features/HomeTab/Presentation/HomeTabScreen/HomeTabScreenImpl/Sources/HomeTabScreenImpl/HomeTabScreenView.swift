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
                Button("Lock now") { Task { await viewModel.send(.lockNow) } }
                Button("Log out", role: .destructive) { Task { await viewModel.send(.askToLogout) } }
            }
            .disabled(state.isLoggingOut)
            if state.isLoggingOut {
                ProgressView("Logging out…")
            }
            if let failure = state.logoutFailure {
                Text(failure).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("Enter", "retry", .control("Retry")),
                KeyHint("Enter", "lock", .control("Lock now")),
                KeyHint("Enter", "log out (asks first)", .control("Log out")),
                KeyHint("Enter", "open", .button),
            ] + accountLabels(state).map { KeyHint("c", "copy IBAN", .control($0)) } + [
                KeyHint("r", "refresh"),
                KeyHint("h", "\(state.hidesBalances ? "show" : "hide") amounts"),
                KeyHint("F1-F5", "tabs"),
                KeyHint("Ctrl-C", "quit"),
            ])
        }
        .padding(horizontal: 2)
        .alert("Log out?", isPresented: logoutBinding, message: "You will need your email and your PIN to sign in again.") {
            Button("Log out", role: .destructive) { Task { await viewModel.send(.confirmLogout) } }
            Button("Cancel") {}
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
            ProgressView("Loading your accounts…")
        case .loaded(let overview):
            loaded(overview, isRefreshing: state.isRefreshing)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button("Retry") { Task { await viewModel.send(.load) } }
            }
        }
    }

    @ViewBuilder
    private func loaded(_ overview: HomeTabScreenViewModel.State.Overview, isRefreshing: Bool) -> some View {
        VStack {
            // A refresh keeps the total in view and says so beside it.
            HStack(spacing: 3) {
                Text("Hello, \(overview.name)").bold()
                if isRefreshing {
                    ProgressView("Refreshing…")
                }
            }
            if !overview.totals.isEmpty {
                Text("Total: " + overview.totals.joined(separator: " · "))
            }
        }
        VStack {
            Text("Accounts").bold()
            if overview.accounts.isEmpty {
                Text("No accounts yet.").dim()
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
            Text("Latest transactions").bold()
            if overview.latestTransactions.isEmpty {
                Text("No transactions yet.").dim()
            }
            for transaction in overview.latestTransactions {
                Columns(TextColumn.fit(transaction.date, width: 8) + transaction.title, trailing: "  " + transaction.amount)
            }
            Button("See all transactions") { Task { await viewModel.send(.seeAllTransactions) } }
        }
        if !overview.favourites.isEmpty {
            VStack {
                Text("Favourites").bold()
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
