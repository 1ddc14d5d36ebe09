/// A String Catalog (`Localizable.xcstrings`) in the JSON format Xcode writes: the source language
/// and, per key, each language's string or its plural forms (blueprint 001, "String Catalogs").
public struct StringCatalog: Decodable, Equatable, Sendable {
    /// One key's translations.
    public struct Entry: Decodable, Equatable, Sendable {
        /// What the translators read about the key.
        public var comment: String?
        /// By language code (`en`, `de`).
        public var localizations: [String: Localization]?
    }

    /// One language's text for a key: a string, or a form per CLDR plural category.
    public struct Localization: Decodable, Equatable, Sendable {
        public var stringUnit: StringUnit?
        public var variations: Variations?
    }

    /// A translated string and its review state (`translated`, `needs_review`, `new`).
    public struct StringUnit: Decodable, Equatable, Sendable {
        public var state: String
        public var value: String
    }

    /// The plural forms, by CLDR category (`one`, `other`, …).
    public struct Variations: Decodable, Equatable, Sendable {
        public var plural: [String: Localization]?
    }

    public var sourceLanguage: String
    public var strings: [String: Entry]
    public var version: String?
}
