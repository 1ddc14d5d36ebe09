/// The checks of one catalog (`cleanarch strings --check`).
struct CatalogRules {
    let catalog: CatalogFile
    /// The feature its keys must start with.
    let feature: String
    /// Every language the workspace declares.
    let languages: [String]
    /// Its target's code, where each key's symbol must appear.
    let code: String

    var problems: [String] {
        catalog.strings.keys.sorted().flatMap { key in problems(of: key).map { "\(catalog.path): \(key): \($0)" } }
    }

    private func problems(of key: String) -> [String] {
        let translations = catalog.strings[key] ?? [:]
        var found: [String] = []
        if !Self.follows(key, feature: feature) {
            found.append("the key does not follow `\(feature).{Context}.{name}` (a context in UpperCamelCase, a name in lowerCamelCase)")
        } else if !code.contains(StringsSymbols.symbol(of: key)) {
            found.append("no code uses `\(StringsSymbols.symbol(of: key))`; remove the key or use it")
        }
        let source = translations[catalog.sourceLanguage]
        let expected = source.map { Placeholders.of($0.forms["other"] ?? $0.forms[""] ?? "") }
        for language in languages {
            guard let translation = translations[language], !translation.forms.isEmpty else {
                found.append("no \(language) translation")
                continue
            }
            if translation.states.contains(where: { $0 != "translated" }) {
                found.append("the \(language) translation is not reviewed (state \(translation.states.filter { $0 != "translated" }.sorted().joined(separator: ", ")))")
            }
            if translation.isPlural {
                let missing = Self.pluralCategories(of: language).subtracting(translation.forms.keys)
                if !missing.isEmpty {
                    found.append("the \(language) plural lacks the form(s) \(missing.sorted().joined(separator: ", "))")
                }
            }
            for (category, value) in translation.forms.sorted(by: { $0.key < $1.key }) where expected != nil && Placeholders.of(value) != expected {
                let form = category.isEmpty ? "" : " (\(category))"
                found.append("the \(language) text\(form) has the placeholders \(Placeholders.of(value)), the \(catalog.sourceLanguage) one \(expected ?? [])")
            }
        }
        return found
    }

    /// Whether `key` reads `{feature}.{Context}.{name}`.
    static func follows(_ key: String, feature: String) -> Bool {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == feature else { return false }
        let identifier = { (part: Substring) in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && part.first?.isLetter == true }
        return identifier(parts[1]) && identifier(parts[2]) && parts[1].first?.isUppercase == true && parts[2].first?.isLowercase == true
    }

    /// The CLDR plural categories `language` uses: English and German `one` and `other`; a
    /// language this table does not know needs at least `other`.
    static func pluralCategories(of language: String) -> Set<String> {
        switch language.prefix(2) {
        case "en", "de", "nl", "sv", "it", "es": ["one", "other"]
        default: ["other"]
        }
    }
}
