/// A bordered box centred over everything beneath it that owns focus and keys while it is on top:
/// the machinery shared by alerts and sheets.
///
/// Its content is resolved in a layer of its own, so only its controls take focus; modal boxes and
/// banners inside it are presented as usual (an alert inside a sheet is drawn over the sheet).
@MainActor
struct ModalPresentation {
    /// Which kind of box this is; alerts are drawn over sheets.
    enum Level: Int, Comparable {
        case sheet, alert

        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What keeps focus state across renders: a box is the same one while its level and title are.
    struct Identity: Hashable {
        let level: Level
        let title: String?
    }

    static let maximumWidth = 64

    let identity: Identity
    /// How many boxes enclose the one this box was presented from; inner boxes are drawn on top.
    let depth: Int
    /// The box's controls, in layout order.
    let controls: [Control]
    /// Whether Left/Right move focus, as in a row of buttons.
    let movesFocusSideways: Bool
    private let node: any LayoutNode
    private let onDismiss: @MainActor () -> Void
    /// What Esc does inside the box (an `onEscape` in its content), if it says.
    private let escapeAction: (@MainActor () -> Void)?

    /// Resolves `body` in a new layer over `context` and boxes it under an optional bold `title`,
    /// rows separated by blank lines, one column from the border on either side. `adjust` may replace the controls' behaviour (not their identity).
    init(
        _ level: Level,
        title: String?,
        over context: ResolveContext,
        movesFocusSideways: Bool = false,
        onDismiss: @escaping @MainActor () -> Void,
        adjust: (Control) -> Control = { $0 },
        body: (ResolveContext) -> [any LayoutNode]
    ) {
        let layer = context.makeLayer()
        var rows: [any LayoutNode] = title.map { [TextNode($0, style: TextStyle(bold: true))] } ?? []
        rows += body(layer)
        node = BorderNode(
            child: PaddingNode(child: StackNode(axis: .vertical, spacing: 1, children: rows), horizontal: 1, vertical: 0, padsTrailingEdge: true),
            title: nil
        )
        identity = Identity(level: level, title: title)
        depth = context.depth
        controls = layer.controls.map(adjust)
        self.movesFocusSideways = movesFocusSideways
        self.onDismiss = onDismiss
        escapeAction = layer.escapeAction
    }

    /// Esc: the box's own `onEscape` when its content has one (to ask before discarding what was
    /// typed, say), otherwise closes the box without running any action.
    func dismiss() {
        (escapeAction ?? onDismiss)()
    }

    /// Lays out the box for a screen of `size`, at most `maximumWidth` columns wide and scrolled,
    /// if taller than the screen, to show the focused row.
    func layout(in size: TerminalSize, context: LayoutContext) -> Block {
        let box = node.layout(width: max(1, min(size.columns - 4, Self.maximumWidth)), context: context)
        return box.viewport(TerminalSize(columns: box.width, rows: min(box.height, max(1, size.rows))))
    }

    /// `modals` in drawing order, bottom to top: sheets under alerts, outer boxes under the boxes
    /// presented from inside them, otherwise in tree order.
    static func stacked(_ modals: [ModalPresentation]) -> [ModalPresentation] {
        modals.enumerated()
            .sorted { ($0.element.identity.level, $0.element.depth, $0.offset) < ($1.element.identity.level, $1.element.depth, $1.offset) }
            .map(\.element)
    }
}
