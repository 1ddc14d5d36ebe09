import Foundation

/// A 24-bit colour for pictures, drawn in true colour where the terminal has it and as the nearest
/// of the 256-colour palette elsewhere.
struct RGBColor: Hashable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    /// The SGR parameters selecting this colour as foreground (`38`) or background (`48`).
    func sgrCodes(background: Bool, depth: ColorDepth) -> [Int] {
        let lead = background ? 48 : 38
        switch depth {
        case .trueColor: return [lead, 2, Int(red), Int(green), Int(blue)]
        case .palette256: return [lead, 5, paletteIndex]
        }
    }

    /// The nearest colour of xterm's 6×6×6 cube (16–231) or grey ramp (232–255).
    var paletteIndex: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, error: distance(levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyStep
        let grey = (index: 232 + greyStep, error: distance(greyLevel, greyLevel, greyLevel))
        return grey.error < cube.error ? grey.index : cube.index
    }

    private func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
        let (dr, dg, db) = (r - Int(red), g - Int(green), b - Int(blue))
        return dr * dr + dg * dg + db * db
    }
}

/// How many colours the terminal draws: true colour when `COLORTERM` says `truecolor` or `24bit`,
/// else the 256-colour palette.
public enum ColorDepth: Sendable {
    case trueColor, palette256

    /// This process's terminal, read once from the environment.
    public static let current: ColorDepth = {
        let value = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased() ?? ""
        return value.contains("truecolor") || value.contains("24bit") ? .trueColor : .palette256
    }()
}
