import SUICoordinator
import TerminalUI

/// Draws what a coordinator tree has on screen with TerminalUI: its layers from the topmost
/// screen or full-screen cover (which hides what is below it) up, each sheet above it as a
/// centred box over it, closed by Esc (ADR 0002). Each screen is its own focus scope, so focus
/// returns to where it was when the screen is shown again.
public struct CoordinatorView: View {
    let coordinator: any CoordinatorType
    let placeholder: String

    /// Shows `coordinator`'s tree; `placeholder` while nothing is on screen yet.
    public init(coordinator: any CoordinatorType, placeholder: String = "Starting…") {
        self.coordinator = coordinator
        self.placeholder = placeholder
    }

    public var body: some View {
        layered
    }

    private var layered: AnyView {
        let layers = coordinator.visibleLayers
        let base = layers.lastIndex { !$0.isOverlay } ?? 0
        guard layers.indices.contains(base), var view = layers[base].body as? AnyView else {
            return AnyView(Text(placeholder).dim())
        }
        if let id = layers[base].id {
            view = AnyView(view.focusScope(id))
        }
        for layer in layers.dropFirst(base + 1) {
            guard let sheet = layer.body as? AnyView else { continue }
            let dismiss = layer.dismiss
            view = AnyView(view.sheet(onDismiss: { Task { await dismiss?() } }) { sheet })
        }
        return view
    }
}
