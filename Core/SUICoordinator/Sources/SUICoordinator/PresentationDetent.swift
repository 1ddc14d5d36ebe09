/// A height at which a detent sheet can rest, mirroring SwiftUI's `PresentationDetent`.
public enum PresentationDetent: Hashable, Sendable {
    /// Roughly half of the available height.
    case medium
    /// The full available height.
    case large
    /// A fraction (`0...1`) of the available height.
    case fraction(Double)
    /// A fixed height, in the host's units (points for SwiftUI, rows for a terminal).
    case height(Double)
}
