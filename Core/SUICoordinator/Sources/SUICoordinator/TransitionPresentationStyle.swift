/// How a route or a child coordinator is put on screen.
public enum TransitionPresentationStyle: Hashable, Sendable {
    /// Pushed onto the visible navigation stack.
    case push
    /// Presented modally as a sheet.
    case sheet
    /// Presented modally, covering the whole screen.
    case fullScreenCover
    /// Presented modally as a sheet resting at the given detents.
    case detents(Set<PresentationDetent>)
    /// A sheet (resting at the given detents) with its own navigation stack for later pushes.
    case navigationSheet(Set<PresentationDetent>)
    /// A full-screen cover with its own navigation stack for later pushes.
    case navigationFullScreenCover

    /// Whether this modal style owns a navigation stack that later `.push` navigations land on.
    public var isNavigationContainer: Bool {
        switch self {
        case .navigationSheet, .navigationFullScreenCover: true
        case .push, .sheet, .fullScreenCover, .detents: false
        }
    }
}
