/// Collects what a resolution pass over the view tree discovers besides layout nodes:
/// controls in layout order, presented alerts, and whether anything animates.
@MainActor
final class ResolveContext {
    private(set) var controls: [Control] = []
    private(set) var alerts: [AlertPresentation] = []
    private(set) var isAnimating = false
    private var isDisabled = false

    /// Records a control and returns its identity and enabled state for drawing.
    func register(_ kind: ControlKind, label: String, behavior: ControlBehavior) -> Control {
        let occurrence = controls.count { $0.id.kind == kind && $0.id.label == label }
        let control = Control(
            id: ControlID(kind: kind, label: label, occurrence: occurrence),
            isEnabled: !isDisabled,
            behavior: behavior
        )
        controls.append(control)
        return control
    }

    /// Resolves `body` with controls disabled if `disabled` (or an enclosing view) says so.
    func disabling<T>(_ disabled: Bool, _ body: () -> T) -> T {
        let outer = isDisabled
        isDisabled = outer || disabled
        defer { isDisabled = outer }
        return body()
    }

    /// Records an alert to draw over the content.
    func present(_ alert: AlertPresentation) {
        alerts.append(alert)
        isAnimating = isAnimating || alert.isAnimating
    }

    /// Notes that an animated view (a spinner) is on screen.
    func markAnimating() {
        isAnimating = true
    }
}
