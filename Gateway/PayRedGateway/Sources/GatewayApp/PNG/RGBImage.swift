/// An 8-bit RGB bitmap, row by row from the top left.
struct RGBImage: Sendable {
    let width: Int
    let height: Int
    /// `width × height × 3` bytes: red, green, blue per pixel.
    let pixels: [UInt8]

    /// Paints every pixel with `colour(x, y)`.
    init(width: Int, height: Int, colour: (_ x: Int, _ y: Int) -> RGBColour) {
        self.width = width
        self.height = height
        pixels = (0..<height).flatMap { y in
            (0..<width).flatMap { x in colour(x, y).bytes }
        }
    }
}
