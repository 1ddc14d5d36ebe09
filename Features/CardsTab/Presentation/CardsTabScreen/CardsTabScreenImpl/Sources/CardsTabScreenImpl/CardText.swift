import CardsTabUseCaseAPI

/// How a card reads on screen.
enum CardText {
    /// `•••• 4821`: the short form for a list row, so a narrow terminal keeps the last four digits.
    static func shortNumber(_ card: CardsTabUseCaseNameSpace.Card) -> String {
        "•••• \(card.last4)"
    }

    /// `Visa`, `Mastercard`, or the brand as sent.
    static func brand(_ card: CardsTabUseCaseNameSpace.Card) -> String {
        switch card.brand.lowercased() {
        case "visa": "Visa"
        case "mastercard": "Mastercard"
        // cleanarch:ignore strings-literal -- a card scheme's name, the same in every language
        case "amex": "American Express"
        default: card.brand
        }
    }

    /// `Frozen` or `Active`.
    static func status(_ card: CardsTabUseCaseNameSpace.Card) -> String {
        card.isFrozen ? Strings.CardsTab.Cards.frozen : Strings.CardsTab.Cards.active
    }
}
