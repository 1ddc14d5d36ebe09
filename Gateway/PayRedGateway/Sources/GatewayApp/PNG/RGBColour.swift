/// One 8-bit RGB colour.
struct RGBColour: Equatable, Sendable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    var bytes: [UInt8] { [red, green, blue] }

    /// This colour moved `fraction` (0…1) of the way towards white.
    func lightened(by fraction: Double) -> RGBColour {
        func lighten(_ channel: UInt8) -> UInt8 {
            UInt8(Double(channel) + (255 - Double(channel)) * fraction)
        }
        return RGBColour(red: lighten(red), green: lighten(green), blue: lighten(blue))
    }
}
