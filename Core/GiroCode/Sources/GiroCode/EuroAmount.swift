/// The amount element: "EUR" and the amount in euros with a dot, from integer cents.
enum EuroAmount {
    /// The cents EPC069-12 allows: EUR 0.01 to 999 999 999.99.
    static let allowedCents = 1...99_999_999_999

    /// "EUR" followed by the shortest exact decimal of `cents` / 100: no leading zeros, no
    /// trailing zeros after the dot, no dot for whole euros, as in the EPC's own example
    /// ("EUR1"); e.g. 1230 → "EUR12.3", 1234 → "EUR12.34", 5 → "EUR0.05".
    /// - Precondition: `cents` is in `allowedCents`.
    static func text(cents: Int) -> String {
        let euros = cents / 100, rest = cents % 100
        switch (rest, rest % 10) {
        case (0, _): return "EUR\(euros)"
        case (_, 0): return "EUR\(euros).\(rest / 10)"
        default: return "EUR\(euros).\(rest < 10 ? "0" : "")\(rest)"
        }
    }
}
