import Localization

/// Runs `body` once in each language the app speaks, English first, with that language shown,
/// and gives it the name of each snapshot in that language: `named("content")` is `content` in
/// English and `de-content` in German. English is shown again afterwards.
///
/// One scenario then records every screen state in both languages, instead of a German copy of
/// each English test.
@MainActor
public func forEachLanguage(_ body: (_ named: @Sendable (String) -> String) async throws -> Void) async rethrows {
    defer { Language.current = .source }
    for language in [Language.source] + Language.allCases.filter({ $0 != .source }) {
        Language.current = language
        try await body { name in language == .source ? name : "\(language.rawValue)-\(name)" }
    }
}
