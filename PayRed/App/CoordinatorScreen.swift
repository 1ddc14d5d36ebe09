import SUICoordinator
import TerminalUI

/// Shows whatever the coordinator tree has on screen; re-rendered when navigation changes.
///
/// The tree's layers are drawn bottom up from the topmost screen or full-screen cover (which hides
/// what is below it); sheets above it are drawn as centred boxes over it, closed by Esc.
struct CoordinatorScreen: View {
    let coordinator: any CoordinatorType
    /// The embedded gateway's mail, shown as a banner over the screen; nil shows none.
    var inbox: DemoInbox?

    var body: some View {
        screen.banner(inbox?.banner)
    }

    private var screen: AnyView {
        let layers = coordinator.visibleLayers
        let base = layers.lastIndex { !$0.isOverlay } ?? 0
        guard layers.indices.contains(base), var view = layers[base].body as? AnyView else {
            return AnyView(Text("PayRed is starting…").dim())
        }
        for layer in layers.dropFirst(base + 1) {
            guard let sheet = layer.body as? AnyView else { continue }
            let dismiss = layer.dismiss
            view = AnyView(view.sheet(onDismiss: { Task { await dismiss?() } }) { sheet })
        }
        return view
    }
}
