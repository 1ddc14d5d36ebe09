extension QRCode {
    /// The code as text for a terminal, two module rows to a line, each character one column
    /// of them: "█" both drawn, "▀" the upper drawn, "▄" the lower drawn, " " neither.
    ///
    /// By default the light modules (and the quiet zone) are drawn and the dark ones left as
    /// the background, which reads right on a dark-background terminal; `inverted` draws the
    /// dark modules instead, for a light background. The half row below the last line, when
    /// the height is odd, is left as background.
    /// - Parameter quietZone: light modules around the symbol, held to 0…16.
    public func halfBlockLines(quietZone: Int = 4, inverted: Bool = false) -> [String] {
        let margin = min(max(0, quietZone), 16)
        let range = -margin..<(size + margin)
        func drawn(_ x: Int, _ y: Int) -> Bool { range.contains(y) && self[x, y] == inverted }
        return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { y in
            String(range.map { x -> Character in
                switch (drawn(x, y), drawn(x, y + 1)) {
                case (true, true): "█"
                case (true, false): "▀"
                case (false, true): "▄"
                case (false, false): " "
                }
            })
        }
    }
}
