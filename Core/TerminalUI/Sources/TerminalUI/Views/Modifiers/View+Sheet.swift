extension View {
    /// Shows `content` (any views: text, fields, buttons) in a bordered box centred over this view
    /// while `isPresented` is true, under an optional bold `title`.
    ///
    /// While shown, only the sheet's controls take focus, starting on its first one; Esc sets
    /// `isPresented` to false. Alerts, whether presented inside the sheet or beneath it, are drawn on top.
    /// A `.disabled` around this view does not reach into the sheet: disable its controls inside `content`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        title: String? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        ModalView(content: self, isPresented: isPresented) { context in
            .sheet(title: title, content: content(), onDismiss: { isPresented.wrappedValue = false }, over: context)
        }
    }

    /// Shows `content` in a sheet for as long as this modifier is applied (put it in an `if` to show it
    /// conditionally); Esc calls `onDismiss`, which should stop applying it.
    public func sheet<Content: View>(
        title: String? = nil,
        onDismiss: @escaping @MainActor () -> Void,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        ModalView(content: self, isPresented: .constant(true)) { context in
            .sheet(title: title, content: content(), onDismiss: onDismiss, over: context)
        }
    }
}

extension ModalPresentation {
    /// A sheet box: bold title if any, then the content stacked as in a `VStack`.
    static func sheet(
        title: String?,
        content: some View,
        onDismiss: @escaping @MainActor () -> Void,
        over context: ResolveContext
    ) -> ModalPresentation {
        ModalPresentation(.sheet, title: title, over: context, onDismiss: onDismiss) { layer in
            [content.resolveSingle(in: layer)]
        }
    }
}
