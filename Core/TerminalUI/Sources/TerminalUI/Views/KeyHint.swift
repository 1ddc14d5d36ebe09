/// One key (or keys) and what it does, for a `KeyHints` footer, with where focus must be for it to work.
public struct KeyHint: Sendable, Equatable {
    /// Where focus must be for a key to work.
    public enum Place: Sendable, Equatable {
        /// Whatever has focus (F-keys, Esc, Ctrl-C).
        case anywhere
        /// A list (↑↓ move, Enter opens).
        case list
        /// A text field (typing, Backspace).
        case textField
        /// A button or a checkbox (Enter, Space).
        case button
        /// Anything but a text field, which takes letters and digits as text (single-letter shortcuts).
        case outsideTextField
        /// The control with this label (or placeholder).
        case control(String)
    }

    let keys: String
    let action: String
    let place: Place

    /// `keys` do `action` when focus is at `place`, e.g. `KeyHint("r", "refresh", .outsideTextField)`.
    public init(_ keys: String, _ action: String, _ place: Place = .anywhere) {
        self.keys = keys
        self.action = action
        self.place = place
    }

    /// Whether the keys work with `focused` focused (nil: nothing, or a box over the screen).
    func works(with focused: ControlID?) -> Bool {
        switch place {
        case .anywhere: true
        case .list: focused?.kind == .list
        case .textField: focused?.kind == .textField
        case .button: focused?.kind == .button || focused?.kind == .toggle
        case .outsideTextField: focused?.kind != .textField
        case .control(let label): focused?.label == label
        }
    }
}
