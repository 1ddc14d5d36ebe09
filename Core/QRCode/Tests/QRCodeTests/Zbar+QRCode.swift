import QRCode
import TestSupport

extension Zbar {
    /// The bytes zbar decodes from `code` drawn at `scale` pixels a module with a 4-module quiet zone.
    static func decode(_ code: QRCode, scale: Int = 4) throws -> [UInt8] {
        try decode(pbm: code.pbm(scale: scale, quietZone: 4), what: "version \(code.version)-\(code.errorCorrection)")
    }
}
