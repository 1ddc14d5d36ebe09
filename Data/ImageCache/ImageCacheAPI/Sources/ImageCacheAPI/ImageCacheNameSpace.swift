/// Namespace for the image cache's models.
public enum ImageCacheNameSpace {
    /// A decoded picture: `width` × `height` pixels, four bytes each (red, green, blue, alpha),
    /// row by row from the top left.
    public struct Image: Equatable, Sendable {
        /// Pixels per row.
        public let width: Int
        /// Rows.
        public let height: Int
        /// `width * height * 4` bytes.
        public let rgba: [UInt8]

        /// Creates an image; `rgba` must hold `width * height * 4` bytes.
        public init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }
}
