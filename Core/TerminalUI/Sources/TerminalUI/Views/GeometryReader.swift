/// Builds its content for the screen size it is laid out on (SwiftUI's `GeometryReader`, given
/// the whole screen): a list can show as many rows as the terminal has.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: @MainActor (TerminalSize) -> Content

    /// Calls `content` with the screen's size on every render.
    public init(@ViewBuilder content: @escaping @MainActor (TerminalSize) -> Content) {
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        content(context.size).resolve(in: context)
    }
}
