/// Presents a modal box (alert or sheet) over its content while `isPresented` is true.
struct ModalView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    /// Builds the box over the given context; only called while presented.
    let makeModal: @MainActor (ResolveContext) -> ModalPresentation

    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let nodes = content.resolve(in: context)
        if isPresented.wrappedValue {
            context.present(makeModal(context))
        }
        return nodes
    }
}
