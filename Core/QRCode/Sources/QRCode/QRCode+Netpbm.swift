extension QRCode {
    /// The code as a plain (ASCII, "P1") PBM image: each module `scale` × `scale` pixels, with
    /// `quietZone` light modules around it, 1 for a dark pixel, lines of at most 70 characters.
    /// - Parameters:
    ///   - scale: pixels on a module's side, held to 1…32.
    ///   - quietZone: light modules around the symbol, held to 0…16.
    public func pbm(scale: Int = 4, quietZone: Int = 4) -> [UInt8] {
        let scale = min(max(1, scale), 32), margin = min(max(0, quietZone), 16)
        let side = (size + 2 * margin) * scale
        var text = "P1\n\(side) \(side)\n"
        for row in 0..<side {
            let pixels = (0..<side).map { column in
                self[column / scale - margin, row / scale - margin] ? "1" : "0"
            }
            for start in stride(from: 0, to: side, by: 70) {
                text += pixels[start..<min(start + 70, side)].joined() + "\n"
            }
        }
        return Array(text.utf8)
    }
}
