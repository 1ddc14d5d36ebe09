/// A mutable, non-`Sendable` buffer.
// cleanarch:ignore api-has-no-implementation -- the corpus needs a non-Sendable reference type in a signature
public final class ReceiptBuffer {
    /// The printed lines.
    public var lines: [String] = []

    /// An empty buffer.
    public init() {}
}

/// A plain protocol, neither `Sendable` nor isolated, with a non-`Sendable` parameter and
/// ownership specifiers.
public protocol ReceiptPrinterProtocol {
    /// Prints `receipt` into `buffer`; false when the printer is out of paper.
    func print(_ receipt: String, into buffer: ReceiptBuffer) -> Bool
    /// Prints `receipt` again, `copies` times; the number of pages printed.
    func reprint(_ receipt: borrowing String, copies: consuming Int) -> Int
}
