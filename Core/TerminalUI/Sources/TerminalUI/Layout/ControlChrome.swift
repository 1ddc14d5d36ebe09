/// Drawing shared by focusable controls: a two-column gutter showing `>` beside the focused one.
enum ControlChrome {
    static let gutterWidth = 2

    static func gutter(focused: Bool) -> [Cell] {
        focused ? Cell.row("> ", style: TextStyle(bold: true)) : Cell.row("  ")
    }

    /// The style of a control's main glyphs: reverse video when focused, dimmed when disabled,
    /// red when destructive.
    static func style(for control: Control, focused: Bool) -> TextStyle {
        TextStyle(dim: !control.isEnabled, reverse: focused, color: control.isDestructive ? .red : nil)
    }
}
