/// A picture drawn with half blocks: each character cell shows two pixels, the upper one in the
/// foreground of `▀` and the lower one in its background, in true colour or the 256-colour palette.
///
/// The pixels are scaled (nearest neighbour) to `columns` wide, keeping the aspect ratio; fully
/// transparent pixels show the terminal's background.
public struct Picture: View {
    public typealias Body = Never
    let width: Int
    let height: Int
    let rgba: [UInt8]
    let columns: Int

    /// A picture of `width` × `height` pixels given as RGBA bytes, drawn `columns` characters wide.
    public init(width: Int, height: Int, rgba: [UInt8], columns: Int) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.columns = max(1, columns)
    }
}

extension Picture: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        guard width > 0, height > 0, rgba.count >= width * height * 4 else { return [] }
        let pixelRows = max(2, (height * columns + width / 2) / width)
        let rows = (0..<(pixelRows + 1) / 2).map { row in
            (0..<columns).map { column in
                cell(top: pixel(column: column, row: row * 2, rows: pixelRows), bottom: pixel(column: column, row: row * 2 + 1, rows: pixelRows))
            }
        }
        return [PictureNode(rows: rows)]
    }

    /// The colour at (`column`, `row`) of the scaled picture; nil when transparent or outside it.
    private func pixel(column: Int, row: Int, rows: Int) -> RGBColor? {
        guard row < rows else { return nil }
        let x = min(width - 1, column * width / columns)
        let y = min(height - 1, row * height / rows)
        let at = (y * width + x) * 4
        guard rgba[at + 3] >= 128 else { return nil }
        return RGBColor(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2])
    }

    private func cell(top: RGBColor?, bottom: RGBColor?) -> Cell {
        switch (top, bottom) {
        case (nil, nil): return Cell(character: " ", style: TextStyle())
        case (let top?, nil): return Cell(character: "▀", style: TextStyle(foreground: top))
        case (nil, let bottom?): return Cell(character: "▄", style: TextStyle(foreground: bottom))
        case (let top?, let bottom?): return Cell(character: "▀", style: TextStyle(foreground: top, background: bottom))
        }
    }
}

/// The cells of a `Picture`.
struct PictureNode: LayoutNode {
    let rows: [[Cell]]

    func layout(width: Int, context: LayoutContext) -> Block {
        Block(lines: rows.map { Array($0.prefix(width)) })
    }
}
