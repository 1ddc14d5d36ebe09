import GatewayContract

/// What a notification tells, as a stable kind and its arguments: the app words it in the user's
/// language, so the gateway stores and sends no sentence (issue 39).
public struct NotificationContent: Equatable, Sendable {
    public var kind: String
    public var arguments: Components.Schemas.NotificationArguments

    /// `counterparty` sent `amount` with `reference` (none when empty).
    public static func moneyReceived(_ amount: Components.Schemas.Money, from counterparty: String, reference: String) -> Self {
        Self(kind: "money.received", arguments: .init(amount: amount, counterparty: counterparty, reference: reference.isEmpty ? nil : reference))
    }

    /// A salary of `amount` arrived from `employer`.
    public static func salaryReceived(_ amount: Components.Schemas.Money, from employer: String) -> Self {
        Self(kind: "salary.received", arguments: .init(amount: amount, counterparty: employer))
    }

    /// The card paid `amount` to `merchant`.
    public static func cardPaid(_ amount: Components.Schemas.Money, at merchant: String) -> Self {
        Self(kind: "card.paid", arguments: .init(amount: amount, counterparty: merchant))
    }

    /// The account was unlocked on a device it had not seen.
    public static let newSignIn = Self(kind: "signin.new", arguments: .init())
    /// Last month's statement is ready.
    public static let statementReady = Self(kind: "statement.ready", arguments: .init())
    /// The wallet is ready.
    public static let welcome = Self(kind: "welcome", arguments: .init())
}
