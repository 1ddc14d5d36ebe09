/// Render-time state that layout nodes need besides the width.
struct LayoutContext {
    /// The focused control, highlighted when drawn; nil while another layer (an alert) has focus.
    var focused: ControlID?
    /// Cursor index inside the focused text field; nil means the end of its text.
    var cursorIndex: Int?
    /// Counter advancing each render, for spinners.
    var animationFrame: Int
}

/// A resolved primitive that can lay itself out to a given width.
@MainActor
protocol LayoutNode {
    /// Draws the node into a block no wider than `width` columns where it can wrap or crop.
    func layout(width: Int, context: LayoutContext) -> Block
}
