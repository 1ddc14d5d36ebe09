import Foundation

/// Dates as the language shown writes them: `Nov 28, 2026` in English, `28.11.2026` in German.
/// Every screen formats dates here, so a date reads the same way in each language everywhere.
public enum DateText {
    /// How much of the date is shown.
    public enum Style: Sendable, CaseIterable {
        /// `Nov 28` · `28.11.`
        case day
        /// `Nov 28, 2026` · `28.11.2026`
        case date
        /// `Nov 28 at 3:04 PM` · `28.11., 15:04`
        case dayAndTime
        /// `November 28, 2026 at 3:04 PM` · `28. November 2026, 15:04`
        case dateAndTime
        /// `3:04:05 PM` · `15:04:05`
        case time
    }

    /// `date` in `style`, in `language` (the one shown unless given) and the device's time zone.
    public static func text(_ date: Date, _ style: Style, in language: Language = .current) -> String {
        switch language {
        case .english: date.formatted(englishStyles[style] ?? english(style))
        case .german: date.formatted(germanStyles[style] ?? german(style))
        }
    }

    /// Each style made once: a list of thousands of rows formats a date per row.
    private static let englishStyles = Dictionary(uniqueKeysWithValues: Style.allCases.map { ($0, english($0)) })
    private static let germanStyles = Dictionary(uniqueKeysWithValues: Style.allCases.map { ($0, german($0)) })

    private static let posix = Locale(identifier: "en_US_POSIX")

    private static func english(_ style: Style) -> Date.FormatStyle {
        switch style {
        case .day: Date.FormatStyle(locale: posix).month(.abbreviated).day()
        case .date: Date.FormatStyle(locale: posix).year().month(.abbreviated).day()
        case .dayAndTime: Date.FormatStyle(locale: posix).month(.abbreviated).day().hour().minute()
        case .dateAndTime: Date.FormatStyle(date: .long, time: .shortened, locale: posix)
        case .time: Date.FormatStyle(date: .omitted, time: .standard, locale: posix)
        }
    }

    private static let hour = Date.FormatStyle.Symbol.VerbatimHour.twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)

    /// German as German banks print it: numeric days and months, a 24-hour clock.
    private static func german(_ style: Style) -> Date.VerbatimFormatStyle {
        let format: Date.FormatString = switch style {
        case .day: "\(day: .twoDigits).\(month: .twoDigits)."
        case .date: "\(day: .twoDigits).\(month: .twoDigits).\(year: .defaultDigits)"
        case .dayAndTime: "\(day: .twoDigits).\(month: .twoDigits)., \(hour: hour):\(minute: .twoDigits)"
        case .dateAndTime: "\(day: .defaultDigits). \(month: .wide) \(year: .defaultDigits), \(hour: hour):\(minute: .twoDigits)"
        case .time: "\(hour: hour):\(minute: .twoDigits):\(second: .twoDigits)"
        }
        return Date.VerbatimFormatStyle(format: format, locale: Locale(identifier: "de_DE"), timeZone: .autoupdatingCurrent, calendar: Calendar(identifier: .gregorian))
    }
}
