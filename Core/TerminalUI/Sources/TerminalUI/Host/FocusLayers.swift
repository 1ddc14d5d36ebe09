/// Focus for each layer of a scene: the content, then each modal box from bottom to top.
///
/// A box keeps its focus while it stays at the same place in the stack (so a sheet's focus survives
/// an alert over it); a box newly at a place starts afresh, on its first control.
struct FocusLayers {
    private var layers: [(identity: ModalPresentation.Identity?, tracker: FocusTracker)] = [(nil, FocusTracker())]

    /// Brings every layer up to date with `scene`, dropping the layers of boxes no longer shown.
    @MainActor
    mutating func reconcile(with scene: Scene) {
        layers[0].tracker.reconcile(with: scene.controls, scope: scene.focusScope)
        for (offset, modal) in scene.modals.enumerated() {
            let index = offset + 1
            if index >= layers.count || layers[index].identity != modal.identity {
                layers.removeSubrange(index...)
                layers.append((modal.identity, FocusTracker()))
            }
            layers[index].tracker.reconcile(with: modal.controls)
        }
        layers.removeSubrange((scene.modals.count + 1)...)
    }

    /// The content's layer, beneath any boxes.
    var content: FocusTracker {
        get { layers[0].tracker }
        set { layers[0].tracker = newValue }
    }

    /// The layer that takes keys: the topmost box, or the content.
    var top: FocusTracker {
        get { layers[layers.count - 1].tracker }
        set { layers[layers.count - 1].tracker = newValue }
    }
}
