/// Fixed-width columns for lines of text, e.g. a date, a title and an amount that line up.
public enum TextColumn {
    /// `text` in a column `width` characters wide: cut with "…" when longer, else padded with spaces
    /// on the right, or on the left when `trailing` (amounts line up on their last digit).
    public static func fit(_ text: String, width: Int, trailing: Bool = false) -> String {
        let cut = text.count > width - 1 ? String(text.prefix(max(0, width - 2))) + "…" : text
        let padding = String(repeating: " ", count: max(0, width - cut.count))
        return trailing ? padding + cut : cut + padding
    }
}
