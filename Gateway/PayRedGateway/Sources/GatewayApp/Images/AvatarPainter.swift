/// Paints avatars: a light head-and-shoulders figure on a background colour derived from the
/// image name, so a name always gets the same picture and different names rarely look alike.
enum AvatarPainter {
    /// The width and height of every avatar, in pixels.
    static let size = 64

    /// The avatar for `name`.
    static func avatar(for name: String) -> RGBImage {
        let background = backgroundColour(for: name)
        let figure = background.lightened(by: 0.65)
        return RGBImage(width: size, height: size) { x, y in
            isInFigure(x: x, y: y) ? figure : background
        }
    }

    /// A mid-range colour from the FNV-1a hash of `name`: never too dark, never too light.
    static func backgroundColour(for name: String) -> RGBColour {
        let hash = name.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { hash, byte in
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        func channel(_ shift: UInt64) -> UInt8 {
            40 + UInt8(truncatingIfNeeded: hash >> shift) % 160
        }
        return RGBColour(red: channel(0), green: channel(16), blue: channel(32))
    }

    /// The head is a disc; the shoulders are the top of a larger disc cut off by the bottom edge.
    private static func isInFigure(x: Int, y: Int) -> Bool {
        isInDisc(x: x, y: y, centreX: 32, centreY: 24, radius: 12)
            || isInDisc(x: x, y: y, centreX: 32, centreY: 66, radius: 27)
    }

    private static func isInDisc(x: Int, y: Int, centreX: Int, centreY: Int, radius: Int) -> Bool {
        let dx = x - centreX
        let dy = y - centreY
        return dx * dx + dy * dy <= radius * radius
    }
}
