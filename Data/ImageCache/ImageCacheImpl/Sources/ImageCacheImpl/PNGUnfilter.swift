/// Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth).
enum PNGUnfilter {
    /// The pixel bytes of `raw` (rows each led by a filter byte), unfiltered, without filter bytes.
    static func rows(_ raw: [UInt8], header: PNGHeader) throws -> [UInt8] {
        let size = header.rowSize
        let step = header.bytesPerPixel
        var output = [UInt8](repeating: 0, count: header.height * size)
        for row in 0..<header.height {
            let filter = raw[row * (size + 1)]
            let source = row * (size + 1) + 1
            let target = row * size
            for column in 0..<size {
                let value = raw[source + column]
                let left = column >= step ? Int(output[target + column - step]) : 0
                let up = row > 0 ? Int(output[target - size + column]) : 0
                let upLeft = row > 0 && column >= step ? Int(output[target - size + column - step]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4: predicted = paeth(left, up, upLeft)
                default: throw PNGDecoder.Failure.corrupt("filter type \(filter)")
                }
                output[target + column] = value &+ UInt8(truncatingIfNeeded: predicted)
            }
        }
        return output
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left + up - upLeft
        let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
