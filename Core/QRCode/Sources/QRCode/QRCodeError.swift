/// Why a QR code could not be made.
public enum QRCodeError: Error, Sendable, Equatable {
    /// The data has `byteCount` bytes, more than the `maximum` a version 40 code holds in
    /// byte mode at the requested error-correction level.
    case dataTooLong(byteCount: Int, maximum: Int)
}
