import Synchronization

/// A language the app is written in, and the one it shows now.
public enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case german = "de"

    /// The language's name in itself (`Deutsch`), as a list of languages shows it to a person
    /// who may not read the language shown now.
    public var name: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        }
    }

    /// The language strings fall back to, and the catalogs' source language.
    public static let source = Language.english

    private static let shown = Mutex(Language.source)

    /// The language every string is shown in; changing it takes effect on the next render.
    public static var current: Language {
        get { shown.withLock { $0 } }
        set { shown.withLock { $0 = newValue } }
    }

    /// The language a POSIX environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set (`de_DE.UTF-8` → German); English for any other or none.
    public static func preferred(by environment: [String: String]) -> Language {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        return Language(code: setting) ?? .source
    }

    /// The language named by `code`: `de`, `de_DE.UTF-8`, `de-AT`, `German`; nil for any other.
    public init?(code: String) {
        let prefix = code.lowercased().prefix { $0.isLetter }
        switch prefix {
        case "en", "english": self = .english
        case "de", "german", "deutsch": self = .german
        default: return nil
        }
    }
}
