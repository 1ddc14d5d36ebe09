import QRCode

/// A QR code as a terminal shows it: `side` × `side` RGBA pixels, one a module, dark modules black
/// and light ones white in a light quiet zone, so it reads on a dark or a light theme. A terminal
/// row holds two pixel rows (half blocks).
public struct QRCodePicture: Equatable, Sendable {
    /// The quiet zone a picture starts with: enough for zbar and banking apps.
    public static let quietZone = 2

    public let side: Int
    public let rgba: [UInt8]

    /// `text` encoded with a two-module quiet zone; nil when it does not fit a QR code.
    public init?(encoding text: String) {
        guard let code = try? QRCode(text: text) else { return nil }
        (side, rgba) = code.rgbaPixels(quietZone: Self.quietZone)
    }

    private init(side: Int, rgba: [UInt8]) {
        self.side = side
        self.rgba = rgba
    }

    /// The terminal rows the picture takes.
    public var rows: Int { Self.rows(side: side) }

    /// The pixels the quiet zone loses on each side where the picture is narrowed: one module stays.
    private static let narrowing = quietZone - 1

    /// The terminal rows of the narrowest picture that still reads.
    private var narrowedRows: Int { Self.rows(side: side - 2 * Self.narrowing) }

    /// The picture in at most `rows` terminal rows: whole, or with a one-module quiet zone, which
    /// phones and zbar still read; nil when neither fits.
    public func fitted(toRows rows: Int) -> QRCodePicture? {
        if self.rows <= rows { return self }
        return narrowedRows <= rows ? trimmed(by: Self.narrowing) : nil
    }

    /// How many terminal rows `rows` lacks for the narrowest picture that still reads; 0 when it fits.
    public func rowsMissing(in rows: Int) -> Int {
        max(0, narrowedRows - rows)
    }

    /// The terminal rows of a picture `side` pixels high: two pixel rows a line.
    private static func rows(side: Int) -> Int { (side + 1) / 2 }

    /// The picture without `margin` pixels on each side (part of the quiet zone).
    private func trimmed(by margin: Int) -> QRCodePicture {
        let inner = side - 2 * margin
        guard margin > 0, inner > 0 else { return self }
        let rows = (margin..<(side - margin)).map { y in rgba[((y * side + margin) * 4)..<((y * side + margin + inner) * 4)] }
        return QRCodePicture(side: inner, rgba: Array(rows.joined()))
    }
}
