import Foundation

/// Content built for the host clock's time, drawn again at each of the given dates (SwiftUI's
/// `TimelineView` with an explicit schedule): a banner that leaves at a deadline, say.
public struct TimelineView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let dates: [Date]
    let content: @MainActor (Date) -> Content

    /// Calls `content` with the host's time on every render, and renders again at each of `dates`.
    public init(changesAt dates: [Date], @ViewBuilder content: @escaping @MainActor (_ now: Date) -> Content) {
        self.dates = dates
        self.content = content
    }

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        if let next = dates.filter({ $0 > context.now }).min() {
            context.scheduleUpdate(at: next)
        }
        return content(context.now).resolve(in: context)
    }
}
