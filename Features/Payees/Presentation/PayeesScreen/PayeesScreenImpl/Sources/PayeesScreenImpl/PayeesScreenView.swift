import TerminalUI

/// The PayeesScreen's view: the saved payees as a list; Enter sends money to the selected one, `a`
/// adds one, `d` or Delete deletes it once confirmed, `r` refreshes.
struct PayeesScreenView: View {
    /// The rows the title, messages and footer take: the list has the rest (12 at 80×24).
    static let rowsAroundTheList = 12

    let viewModel: PayeesScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(visibleRows: max(3, size.rows - Self.rowsAroundTheList))
        }
    }

    private func screen(visibleRows: Int) -> some View {
        let state = viewModel.state
        return VStack(spacing: 1) {
            Text(Strings.Payees.List.title).bold()
            content(state, visibleRows: visibleRows)
            if let notice = state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            if state.isDeleting {
                ProgressView(Strings.Payees.List.deleting)
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("Enter", Strings.Payees.Footer.retry, .control(Strings.Payees.List.retryButton)),
                KeyHint("Enter", Strings.Payees.Footer.sendMoney, .list),
                KeyHint("a", Strings.Payees.Footer.add),
                KeyHint("d", Strings.Payees.Footer.delete, .list),
                KeyHint("r", Strings.Payees.Footer.refresh),
                KeyHint("Esc", Strings.Payees.Footer.back),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("a")) { Task { await viewModel.send(.add) } }
        .onKeyPress([.character("d"), .delete]) { _ in viewModel.reduce(.askToDelete) }
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
        .onEscape { Task { await viewModel.send(.close) } }
        .alert(state.deletion?.question ?? "", isPresented: deletionBinding, message: Strings.Payees.Delete.message) {
            if let deletion = state.deletion {
                Button(Strings.Payees.Delete.confirmButton, role: .destructive) { Task { await viewModel.send(.confirmDeletion(payeeId: deletion.payeeId)) } }
            }
            Button(Strings.Payees.Delete.cancelButton) {}
        }
    }

    @ViewBuilder
    private func content(_ state: PayeesScreenViewModel.State, visibleRows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.Payees.List.loading)
        case .loaded(let rows) where rows.isEmpty:
            Text(Strings.Payees.List.emptyTitle).dim()
        case .loaded(let rows):
            List(Strings.Payees.List.title, count: rows.count, visibleRows: visibleRows, selection: selectionBinding, onOpen: { index in
                let payeeId = rows[index].id
                Task { await viewModel.send(.sendMoney(payeeId: payeeId)) }
            }) { index in
                // The IBAN whole at the right; a narrow terminal shortens the name.
                ListRow(rows[index].name, trailing: "  " + rows[index].iban)
            }
            .disabled(state.isDeleting)
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button(Strings.Payees.List.retryButton) { Task { await viewModel.send(.load) } }
            }
        }
    }

    private var selectionBinding: Binding<Int> {
        Binding(get: { viewModel.state.selection }, set: { viewModel.reduce(.select($0)) })
    }

    private var deletionBinding: Binding<Bool> {
        Binding(get: { viewModel.state.deletion != nil }, set: { if !$0 { viewModel.reduce(.dismissDeletion) } })
    }
}
