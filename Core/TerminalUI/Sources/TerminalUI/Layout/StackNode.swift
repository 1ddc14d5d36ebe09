/// Children laid out vertically or horizontally.
struct StackNode: LayoutNode {
    enum Axis { case vertical, horizontal }

    let axis: Axis
    let spacing: Int
    let children: [any LayoutNode]

    func layout(width: Int, context: LayoutContext) -> Block {
        switch axis {
        case .vertical:
            return Block.vertical(children.map { $0.layout(width: width, context: context) }, spacing: spacing)
        case .horizontal:
            var blocks: [Block] = []
            var remaining = width
            for child in children where remaining > 0 {
                let block = child.layout(width: remaining, context: context)
                blocks.append(block)
                remaining -= block.width + spacing
            }
            return Block.horizontal(blocks, spacing: spacing)
        }
    }
}
