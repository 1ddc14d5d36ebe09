/// A replacement of a byte range of a text, applied with others by `TextEdit.apply`.
struct TextEdit {
    /// UTF-8 offsets.
    let range: Range<Int>
    let text: String

    /// `source` with `edits` (which must not overlap) applied.
    static func apply(_ edits: [TextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
