/// A CLDR plural category (Unicode TR 35, "Language Plural Rules").
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of the whole number `count` in `language`. English and German share their
    /// rule: `one` for 1, `other` for every other number.
    public static func of(_ count: Int, in language: Language) -> PluralCategory {
        switch language {
        case .english, .german: count == 1 ? .one : .other
        }
    }
}
