/// What a button does, beyond its title, as SwiftUI's `ButtonRole` says it.
public enum ButtonRole: Equatable, Sendable {
    /// It deletes, discards or signs out: drawn in red, and never focused automatically (a screen
    /// starting, a control vanishing or being disabled never moves focus onto it; Tab can).
    case destructive
}
