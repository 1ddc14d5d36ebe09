/// Ties a control to one value of a focus state (`focused(_:equals:)`): whether the state names
/// it, and how to make the state name it or nothing.
@MainActor
struct FocusBinding {
    let isSelected: () -> Bool
    let select: () -> Void
    let deselect: () -> Void
}
