/// A `major.minor.patch` version, compared number by number: 1.10.0 is newer than 1.9.0.
struct AppVersion: Comparable {
    /// `[1, 10, 0]` for `1.10.0`.
    let parts: [Int]

    /// Reads `text`; nil unless it is three dot-separated non-negative whole numbers.
    init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { piece in
            piece.allSatisfy { $0.isASCII && $0.isNumber } ? Int(piece) : nil
        }
        guard pieces.count == 3, parts.count == 3 else { return nil }
        self.parts = parts
    }

    static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        lhs.parts.lexicographicallyPrecedes(rhs.parts)
    }
}
