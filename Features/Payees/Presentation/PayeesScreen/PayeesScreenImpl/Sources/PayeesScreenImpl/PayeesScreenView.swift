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
            Text("Payees").bold()
            content(state, visibleRows: visibleRows)
            if let notice = state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            if state.isDeleting {
                ProgressView("Deleting…")
            }
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("Enter", "retry", .control("Retry")),
                KeyHint("Enter", "send money", .list),
                KeyHint("a", "add"),
                KeyHint("d", "delete (asks first)", .list),
                KeyHint("r", "refresh"),
                KeyHint("Esc", "back"),
            ])
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("a")) { Task { await viewModel.send(.add) } }
        .onKeyPress([.character("d"), .delete]) { _ in viewModel.reduce(.askToDelete) }
        .onKeyPress(.character("r")) { Task { await viewModel.send(.load) } }
        .onEscape { Task { await viewModel.send(.close) } }
        .alert(state.deletion?.question ?? "", isPresented: deletionBinding, message: PayeesScreenViewModel.deletionWarning) {
            if let deletion = state.deletion {
                Button("Delete", role: .destructive) { Task { await viewModel.send(.confirmDeletion(payeeId: deletion.payeeId)) } }
            }
            Button("Cancel") {}
        }
    }

    @ViewBuilder
    private func content(_ state: PayeesScreenViewModel.State, visibleRows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView("Loading your payees…")
        case .loaded(let rows) where rows.isEmpty:
            Text("No payees yet. Press a to add one.").dim()
        case .loaded(let rows):
            List("Payees", count: rows.count, visibleRows: visibleRows, selection: selectionBinding, onOpen: { index in
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
                Button("Retry") { Task { await viewModel.send(.load) } }
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
