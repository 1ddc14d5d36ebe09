/// The `IHDR` chunk: size and pixel format.
struct PNGHeader {
    let width: Int
    let height: Int
    /// Colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    let colourType: UInt8

    init(_ bytes: [UInt8]) throws {
        guard bytes.count == 13 else { throw PNGDecoder.Failure.corrupt("IHDR is not 13 bytes") }
        func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = int(0)
        height = int(4)
        colourType = bytes[9]
        guard (1...PNGDecoder.maxSide).contains(width), (1...PNGDecoder.maxSide).contains(height) else {
            throw PNGDecoder.Failure.unsupported("\(width)×\(height) pixels")
        }
        guard bytes[8] == 8 else { throw PNGDecoder.Failure.unsupported("bit depth \(bytes[8])") }
        guard [0, 2, 3, 4, 6].contains(colourType) else { throw PNGDecoder.Failure.corrupt("colour type \(colourType)") }
        guard bytes[10] == 0, bytes[11] == 0 else { throw PNGDecoder.Failure.unsupported("compression or filter method") }
        guard bytes[12] == 0 else { throw PNGDecoder.Failure.unsupported("interlacing") }
    }

    /// Bytes per pixel in the image data.
    var bytesPerPixel: Int {
        switch colourType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    /// Bytes of one row of the image data, without its filter byte.
    var rowSize: Int { width * bytesPerPixel }

    /// Bytes of the inflated image data: each row and its filter byte.
    var rawSize: Int { height * (rowSize + 1) }

    /// The unfiltered `rows` as RGBA.
    func rgba(from rows: [UInt8], palette: [UInt8]?, transparency: [UInt8]?) throws -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(width * height * 4)
        for pixel in 0..<(width * height) {
            let at = pixel * bytesPerPixel
            switch colourType {
            case 0: output += [rows[at], rows[at], rows[at], 255]
            case 2: output += [rows[at], rows[at + 1], rows[at + 2], 255]
            case 4: output += [rows[at], rows[at], rows[at], rows[at + 1]]
            case 6: output += rows[at..<at + 4]
            default:
                let index = Int(rows[at])
                guard let palette, index * 3 + 2 < palette.count else { throw PNGDecoder.Failure.corrupt("palette index \(index)") }
                let alpha = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
                output += [palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha]
            }
        }
        return output
    }
}
