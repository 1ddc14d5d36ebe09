/// The rules `cleanarch strings --check` enforces, described for `cleanarch rules` and `explain`,
/// and named by `cleanarch:ignore` comments.
public enum StringsRules {
    /// A catalog's keys, translations, plurals, placeholders and generated symbols.
    public static let catalog = RuleDescriptor(
        id: "strings-catalog",
        defaultSeverity: .error,
        summary: "Every String Catalog key is named for its feature, used, translated into every language, and its symbols are current.",
        rationale: """
        Blueprint 001: text lives in `Resources/Localizable.xcstrings` with type-safe keys `{Feature}.{Context}.{type}`. \
        A key named for another feature, a key no code uses, a language left untranslated or unreviewed (`needs_review`, `new`), \
        a plural without a CLDR category of its language, placeholders that differ between languages, or symbols that \
        differ from the catalog all show a person the wrong text, or none, in some language.
        """,
        fixHint: "Fix the key in the catalog (Xcode or the JSON), then run `cleanarch strings` to regenerate `Strings.swift`."
    )

    /// Text for people written in code instead of a catalog.
    public static let literal = RuleDescriptor(
        id: "strings-literal",
        defaultSeverity: .error,
        summary: "Code that shows text takes it from its String Catalog, never from a string literal.",
        rationale: """
        Blueprint 001: a literal cannot be translated. In a target with a catalog or one that imports a UI framework \
        (TerminalUI, SwiftUI, UIKit, AppKit), a literal is text for people when a text view shows it (`Text`, `Button`, \
        `Toggle`, `ProgressView`, `TextField`, `SecureField`, `Label`, `Link`, a `KeyHint`'s words) and holds a word, or \
        when it holds a phrase anywhere. Key names, URLs, and the text of logging, `debugPrint`, assertions and `@available` are not.
        """,
        fixHint: "Add the text to the target's `Resources/Localizable.xcstrings` with a key `{Feature}.{Context}.{name}`, run `cleanarch strings`, and use `Strings.{Feature}.{Context}.{name}`; a brand name or another text that is the same in every language takes `// cleanarch:ignore strings-literal -- <why>`."
    )

    public static let all = [catalog, literal]
}
