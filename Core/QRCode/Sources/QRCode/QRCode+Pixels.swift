extension QRCode {
    /// The code as an RGBA picture, one pixel a module, with `quietZone` light modules around it:
    /// dark modules opaque black, light ones opaque white. Explicit colours read the same on a
    /// dark or a light terminal theme (a terminal draws it with half blocks, two rows a line).
    /// - Parameter quietZone: light modules around the symbol, held to 0…16.
    /// - Returns: the picture's side in pixels and its bytes, row by row.
    public func rgbaPixels(quietZone: Int = 4) -> (side: Int, rgba: [UInt8]) {
        let margin = min(max(0, quietZone), 16)
        let side = size + 2 * margin
        var rgba: [UInt8] = []
        rgba.reserveCapacity(side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let level: UInt8 = self[x - margin, y - margin] ? 0 : 255
                rgba += [level, level, level, 255]
            }
        }
        return (side, rgba)
    }
}
