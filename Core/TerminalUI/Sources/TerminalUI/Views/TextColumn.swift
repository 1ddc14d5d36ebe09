/// Fixed-width columns for lines of text, e.g. a date, a title and an amount that line up.
public enum TextColumn {
    /// `text` in a column `width` columns wide (wide characters take two): cut with "…" when longer,
    /// else padded with spaces on the right, or on the left when `trailing` (amounts line up on their last digit).
    public static func fit(_ text: String, width: Int, trailing: Bool = false) -> String {
        let cut = DisplayWidth.of(text) > width - 1 ? String(DisplayWidth.prefix(text, width: max(0, width - 2))) + "…" : text
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
        return trailing ? padding + cut : cut + padding
    }

    /// `leading` and `trailing` on one line `width` wide: `trailing` (an amount, a status) whole
    /// at the right end, `leading` cut with "…" to the room left. Without `trailing`, `leading` cut to `width`.
    public static func line(_ leading: String, trailing: String, width: Int) -> String {
        guard !trailing.isEmpty else {
            guard DisplayWidth.of(leading) > width else { return leading }
            var cut = DisplayWidth.prefix(leading, width: max(0, width - 1))
            while cut.last == " " { cut.removeLast() }
            return cut + "…"
        }
        let room = width - DisplayWidth.of(trailing)
        guard room >= 2 else { return String(DisplayWidth.prefix(trailing, width: max(0, width))) }
        return fit(leading, width: room) + trailing
    }
}
