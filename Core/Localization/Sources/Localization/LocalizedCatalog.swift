import Foundation

/// A package's String Catalog at run time: a key in the language shown (`Language.current`),
/// falling back to the source language key by key, its plural form chosen by CLDR category.
/// Foundation on Linux does not read `.xcstrings`, so the catalog is read here, on every platform.
public final class LocalizedCatalog: Sendable {
    private let catalog: StringCatalog?

    /// The catalog `Localizable.xcstrings` among `bundle`'s resources (a package's `Bundle.module`).
    public convenience init(bundle: Bundle) {
        let url = bundle.url(forResource: "Localizable", withExtension: "xcstrings")
        self.init(url.flatMap { try? JSONDecoder().decode(StringCatalog.self, from: Data(contentsOf: $0)) })
    }

    /// Resolves keys in `catalog`; without one every key reads as itself.
    public init(_ catalog: StringCatalog?) {
        self.catalog = catalog
    }

    /// The text of `key` in `language`, its placeholders filled with `arguments` in order; the
    /// plural form is chosen by the first whole-number argument. A key the catalog lacks reads as
    /// itself (`cleanarch strings --check` keeps that from shipping).
    public func string(_ key: String, _ arguments: FormatArgument..., language: Language = .current) -> String {
        guard let catalog, let entry = catalog.strings[key] else { return key }
        for code in [language.rawValue, catalog.sourceLanguage] {
            let written = Language(code: code) ?? .source
            if let localization = entry.localizations?[code], let text = Self.text(of: localization, arguments, in: written) {
                return StringFormat.fill(text, with: arguments)
            }
        }
        return key
    }

    private static func text(of localization: StringCatalog.Localization, _ arguments: [FormatArgument], in language: Language) -> String? {
        guard let plural = localization.variations?.plural else { return localization.stringUnit?.value }
        let count = arguments.lazy.compactMap { argument -> Int? in
            if case .number(let number) = argument { number } else { nil }
        }.first ?? 0
        return (plural[PluralCategory.of(count, in: language).rawValue] ?? plural[PluralCategory.other.rawValue])?.stringUnit?.value
    }
}
