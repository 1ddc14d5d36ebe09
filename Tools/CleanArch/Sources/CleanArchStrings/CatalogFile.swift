import Foundation

/// A String Catalog (`Localizable.xcstrings`) as `cleanarch strings` reads it: per key, each
/// language's text, or its plural forms, with their review states.
struct CatalogFile: Equatable, Sendable {
    /// One language's text for a key.
    struct Translation: Equatable, Sendable {
        /// The string, or the forms by CLDR plural category.
        var forms: [String: String]
        /// Whether the string has plural forms.
        var isPlural: Bool
        /// The review states the forms carry (`translated`, `needs_review`, `new`).
        var states: Set<String>
    }

    /// The workspace-relative path of the catalog.
    let path: String
    let sourceLanguage: String
    /// Translations by key, then by language.
    let strings: [String: [String: Translation]]

    /// Reads the catalog at `path` under `root`.
    /// - Throws: `StringsError.unreadable` when the file is not a String Catalog.
    init(path: String, root: URL) throws {
        self.path = path
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let source = json["sourceLanguage"] as? String,
              let strings = json["strings"] as? [String: Any] else {
            throw StringsError.unreadable(path, "not a String Catalog: it needs `sourceLanguage` and `strings`")
        }
        sourceLanguage = source
        var read: [String: [String: Translation]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            read[key] = localizations.compactMapValues { Self.translation($0 as? [String: Any] ?? [:]) }
        }
        self.strings = read
    }

    private static func translation(_ localization: [String: Any]) -> Translation? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return Translation(forms: ["": value], isPlural: false, states: [unit["state"] as? String ?? "new"])
        }
        guard let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        var forms: [String: String] = [:]
        var states: Set<String> = []
        for (category, form) in plural {
            guard let unit = (form as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else { continue }
            forms[category] = value
            states.insert(unit["state"] as? String ?? "new")
        }
        return Translation(forms: forms, isPlural: true, states: states)
    }
}
