/// The chunks of a PNG file that decoding needs, with their CRCs unchecked (zlib's Adler-32
/// guards the pixels).
struct PNGChunks {
    private(set) var header: [UInt8] = []
    private(set) var imageData: [UInt8] = []
    private(set) var palette: [UInt8]?
    private(set) var transparency: [UInt8]?

    /// Reads the chunks after the signature, up to `IEND`.
    init(bytes: ArraySlice<UInt8>) throws {
        var index = bytes.startIndex
        while index + 8 <= bytes.endIndex {
            let length = Int(bytes[index..<index + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            let start = index + 8
            guard length >= 0, start + length + 4 <= bytes.endIndex else { throw PNGDecoder.Failure.corrupt("chunk \(type) runs past the end") }
            let body = Array(bytes[start..<start + length])
            switch type {
            case "IHDR": header = body
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": imageData += body
            case "IEND": return
            default: break
            }
            index = start + length + 4
        }
        throw PNGDecoder.Failure.corrupt("no IEND chunk")
    }
}
