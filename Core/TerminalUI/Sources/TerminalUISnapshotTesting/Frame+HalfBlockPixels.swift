import TerminalUI

extension Frame {
    /// The screen as a terminal with `theme`'s default colours would light it: two rows of pixels a
    /// line, one column a character, `true` for a dark pixel. A half block ("▀", "▄", "█") lights its
    /// halves in its foreground colour and the rest in its background; any other character shows
    /// only its background. Tests read a drawn QR code back from this (`Zbar`).
    public func halfBlockPixels(theme: TerminalTheme) -> [[Bool]] {
        lines.flatMap { line -> [[Bool]] in
            var top: [Bool] = [], bottom: [Bool] = []
            var colours = SGRColours(theme: theme)
            var characters = line.makeIterator()
            while let character = characters.next() {
                if character == "\u{1B}" {
                    colours.apply(Self.sequence(after: &characters))
                    continue
                }
                let (upper, lower) = switch character {
                case "▀": (colours.foreground, colours.background)
                case "▄": (colours.background, colours.foreground)
                case "█": (colours.foreground, colours.foreground)
                default: (colours.background, colours.background)
                }
                top.append(upper)
                bottom.append(lower)
            }
            return [top, bottom]
        }
    }

    /// The parameters of the CSI sequence whose escape was just read ("[0;38;5;16m" gives [0, 38, 5, 16]).
    private static func sequence(after characters: inout String.Iterator) -> [Int] {
        guard characters.next() == "[" else { return [] }
        var text = ""
        while let character = characters.next(), !("@"..."~").contains(character) {
            text.append(character)
        }
        return text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }
}

/// A terminal's default colours.
public enum TerminalTheme: Sendable, CaseIterable {
    /// Light text on black.
    case dark
    /// Dark text on white.
    case light
}

/// The foreground and background an SGR stream sets, as dark (`true`) or light.
private struct SGRColours {
    let theme: TerminalTheme
    var foreground: Bool
    var background: Bool

    init(theme: TerminalTheme) {
        self.theme = theme
        foreground = theme == .light
        background = theme == .dark
    }

    mutating func apply(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0:
                self = SGRColours(theme: theme)
            case 38, 48:
                let isForeground = codes[index] == 38
                var isDark: Bool?
                if codes.count > index + 4, codes[index + 1] == 2 {
                    isDark = (codes[index + 2] + codes[index + 3] + codes[index + 4]) / 3 < 128
                    index += 4
                } else if codes.count > index + 2, codes[index + 1] == 5 {
                    isDark = Self.paletteIsDark(codes[index + 2])
                    index += 2
                }
                if let isDark {
                    if isForeground { foreground = isDark } else { background = isDark }
                }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether xterm's 256-colour palette entry `index` is dark: the 6×6×6 cube from 16, the grey ramp from 232.
    private static func paletteIsDark(_ index: Int) -> Bool {
        switch index {
        case 16...231:
            let levels = [0, 95, 135, 175, 215, 255], cube = index - 16
            return (levels[cube / 36] + levels[cube / 6 % 6] + levels[cube % 6]) / 3 < 128
        case 232...255:
            return 8 + 10 * (index - 232) < 128
        default:
            return [0, 1, 2, 4, 5, 6, 8].contains(index)
        }
    }
}
