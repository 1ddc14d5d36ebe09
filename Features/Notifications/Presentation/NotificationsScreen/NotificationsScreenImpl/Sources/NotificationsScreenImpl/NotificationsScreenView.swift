import TerminalUI

/// The NotificationsScreen's view: the notifications as a list, newest first with a dot while
/// unread, and the selected one in full; Enter marks it read and opens what it tells of, `r`
/// refreshes, Esc goes back.
struct NotificationsScreenView: View {
    /// The rows the title, the selected notification and the footer take: the list has the rest (8 at 80×24).
    static let rowsAroundTheList = 16

    let viewModel: NotificationsScreenViewModel

    var body: some View {
        GeometryReader { size in
            screen(visibleRows: max(3, size.rows - Self.rowsAroundTheList))
        }
    }

    private func screen(visibleRows: Int) -> some View {
        let state = viewModel.state
        return VStack(spacing: 1) {
            Text(state.title).bold()
            if let notice = state.offlineNotice {
                Text(notice).foregroundColor(.yellow)
            }
            content(state, visibleRows: visibleRows)
            if let notice = state.notice {
                Text(notice).foregroundColor(.red)
            }
            KeyHints([
                KeyHint("Enter", Strings.Notifications.Footer.retry, .control(Strings.Notifications.Screen.retryButton)),
                Self.enterHint(for: state.selectedRow),
                KeyHint("↑↓", Strings.Notifications.Footer.move, .list),
                KeyHint("r", Strings.Notifications.Footer.refresh),
                KeyHint("Esc", Strings.Notifications.Footer.back),
                KeyHint("Ctrl-C", Strings.Notifications.Footer.quit),
            ].compactMap { $0 })
        }
        .padding(horizontal: 2)
        .onKeyPress(.character("r")) { Task { await viewModel.send(.refresh) } }
        .onEscape { Task { await viewModel.send(.close) } }
    }

    @ViewBuilder
    private func content(_ state: NotificationsScreenViewModel.State, visibleRows: Int) -> some View {
        switch state.content {
        case .loading:
            ProgressView(Strings.Notifications.Screen.loading)
        case .loaded(let rows) where rows.isEmpty:
            Text(Strings.Notifications.Screen.emptyTitle).dim()
        case .loaded(let rows):
            VStack(spacing: 1) {
                List(Strings.Notifications.Screen.title, count: rows.count, visibleRows: visibleRows, selection: selectionBinding, onOpen: { index in
                    Task { await viewModel.send(.open(index)) }
                }) { index in
                    rows[index].line
                }
                if let selected = state.selectedRow {
                    VStack {
                        Text(selected.title).bold()
                        Text(selected.date).dim()
                        Text(selected.body)
                    }
                }
            }
        case .error(let message):
            VStack(spacing: 1) {
                Text(message).foregroundColor(.red)
                Button(Strings.Notifications.Screen.retryButton) { Task { await viewModel.send(.refresh) } }
            }
        }
    }

    /// What Enter does on the selected notification: opens what it tells of, marks it read
    /// while unread, or nothing (no hint) for a read one that opens nothing.
    private static func enterHint(for row: NotificationsScreenViewModel.State.Row?) -> KeyHint? {
        if row?.link != nil { return KeyHint("Enter", Strings.Notifications.Footer.open, .list) }
        return row?.isRead == false ? KeyHint("Enter", Strings.Notifications.Footer.markRead, .list) : nil
    }

    private var selectionBinding: Binding<Int> {
        Binding(get: { viewModel.state.selection }, set: { viewModel.reduce(.select($0)) })
    }
}
