/// A QR code symbol (ISO/IEC 18004) of the given bytes, in byte mode, in the smallest version
/// 1…40 that holds them at the chosen error-correction level, under the mask of lowest penalty.
///
/// Only byte mode is used, and no ECI header is written, so the symbol does not say that its
/// bytes are UTF-8 (as `init(text:)` makes them). An EPC069-12 payload names its character set
/// itself and banking apps read it so; a generic reader may guess another (zbar does unless
/// run with `-Sbinary`).
public struct QRCode: Sendable, Equatable {
    /// The version, 1…40.
    public let version: Int
    /// The error-correction level.
    public let errorCorrection: ErrorCorrection
    /// The data mask applied, 0…7.
    public let mask: Int
    /// The number of modules on a side, 17 + 4 × version, without the quiet zone.
    public let size: Int
    private let modules: [Bool]

    /// The code of `bytes`.
    /// - Throws: `QRCodeError.dataTooLong` when even version 40 cannot hold them at `errorCorrection`.
    public init(bytes: [UInt8], errorCorrection: ErrorCorrection = .medium) throws(QRCodeError) {
        guard let version = QRVersion.all.first(where: { $0.byteCapacity(errorCorrection) >= bytes.count }) else {
            throw .dataTooLong(byteCount: bytes.count, maximum: Self.maximumByteCount(errorCorrection))
        }
        let codewords = Codewords.sequence(for: bytes, version: version, level: errorCorrection)
        let builder = QRMatrixBuilder(version: version)
        let candidates = MaskPattern.all.map { mask in
            (mask: mask, modules: builder.modules(codewords: codewords, level: errorCorrection, mask: mask))
        }
        let scores = candidates.map { MaskPenalty.score(of: $0.modules, size: version.size) }
        let best = scores.indices.min { scores[$0] < scores[$1] } ?? 0
        self.version = version.number
        self.errorCorrection = errorCorrection
        mask = candidates[best].mask.number
        size = version.size
        modules = candidates[best].modules
    }

    /// The code of `text`'s UTF-8 bytes.
    /// - Throws: `QRCodeError.dataTooLong` when even version 40 cannot hold them at `errorCorrection`.
    public init(text: String, errorCorrection: ErrorCorrection = .medium) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// The most bytes a code holds at `errorCorrection` (version 40).
    public static func maximumByteCount(_ errorCorrection: ErrorCorrection) -> Int {
        QRVersion(number: 40).byteCapacity(errorCorrection)
    }

    /// Whether the module at column `x`, row `y` (from the top-left corner) is dark; outside
    /// the symbol, in the quiet zone, every module is light.
    public subscript(x: Int, y: Int) -> Bool {
        (0..<size).contains(x) && (0..<size).contains(y) && modules[y * size + x]
    }
}
