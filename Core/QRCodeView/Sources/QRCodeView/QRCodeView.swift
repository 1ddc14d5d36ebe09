import TerminalUI

/// A QR code drawn in its own black and white, one column a module and two modules a row; fit it
/// to the rows at hand with ``QRCodePicture/fitted(toRows:)`` first.
public struct QRCodeView: View {
    private let picture: QRCodePicture

    /// Draws `picture`.
    public init(_ picture: QRCodePicture) {
        self.picture = picture
    }

    public var body: some View {
        Picture(width: picture.side, height: picture.side, rgba: picture.rgba, columns: picture.side)
    }
}
