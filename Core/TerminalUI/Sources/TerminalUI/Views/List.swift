/// A list of rows of which only the visible ones are drawn, with a selection kept in view.
///
/// Focused, ↑/↓ and k/j move the selection, PgUp/PgDn by a page, Home/End to the ends, and Enter
/// opens the selected row; Tab leaves the list. Only the rows on screen are asked for, so a list
/// of thousands of rows costs what its `visibleRows` cost.
public struct List: View {
    public typealias Body = Never
    let label: String
    let count: Int
    let visibleRows: Int
    let selection: Binding<Int>
    let onOpen: (@MainActor (Int) -> Void)?
    let row: @MainActor (Int) -> ListRow

    /// Creates a list named `label` (for focus) of `count` rows, showing `visibleRows` at a time
    /// around `selection`; `row` gives row `index` (its trailing part is never cut); `onOpen` runs on Enter.
    public init(
        _ label: String,
        count: Int,
        visibleRows: Int,
        selection: Binding<Int>,
        onOpen: (@MainActor (Int) -> Void)? = nil,
        row: @escaping @MainActor (Int) -> ListRow
    ) {
        self.label = label
        self.count = max(0, count)
        self.visibleRows = max(1, visibleRows)
        self.selection = selection
        self.onOpen = onOpen
        self.row = row
    }

    /// Creates a list whose rows are single texts, cut with "…" to fit.
    public init(
        _ label: String,
        count: Int,
        visibleRows: Int,
        selection: Binding<Int>,
        onOpen: (@MainActor (Int) -> Void)? = nil,
        row: @escaping @MainActor (Int) -> String
    ) {
        self.init(label, count: count, visibleRows: visibleRows, selection: selection, onOpen: onOpen) { ListRow(row($0)) }
    }

    /// The first row shown: the selection stays in view, as near the middle as the ends allow.
    static func firstVisibleRow(selection: Int, count: Int, visibleRows: Int) -> Int {
        guard count > visibleRows else { return 0 }
        return min(max(0, selection - visibleRows / 2), count - visibleRows)
    }
}

extension List: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let input = ListInput(selection: selection, count: count, pageSize: max(1, visibleRows - 1), onOpen: onOpen)
        let control = context.register(.list, label: label, behavior: .list(input))
        let selected = min(max(0, selection.wrappedValue), max(0, count - 1))
        let first = Self.firstVisibleRow(selection: selected, count: count, visibleRows: visibleRows)
        let rows = (first..<min(count, first + visibleRows)).map { (index: $0, row: row($0)) }
        return [ListNode(control: control, rows: rows, selected: selected, count: count)]
    }
}
