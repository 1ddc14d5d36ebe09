/// How many terminal columns text takes (what C's `wcwidth` tells): East Asian wide and fullwidth
/// characters and emoji shown as pictures take two, everything else one (ADR 0014).
///
/// Measured per `Character`, after `VisibleText` has made control and format characters visible,
/// so combining marks and joiners add nothing to the character they belong to.
enum DisplayWidth {
    /// The columns `character` takes: 1 or 2.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x1100 else { return 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        // A text-style emoji asked to show as a picture (VS16), e.g. "❤️".
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        return 1
    }

    /// The columns `text` takes.
    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest start of `text` that fits in `width` columns.
    static func prefix(_ text: some StringProtocol, width: Int) -> Substring {
        let text = Substring(text)
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += of(text[index])
            guard used <= width else { break }
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// Unicode's East Asian Wide and Fullwidth ranges (EastAsianWidth.txt, W and F), merged.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }
}
