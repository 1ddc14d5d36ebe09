extension NotificationManagerUseCaseNameSpace {
    /// An amount in a currency's minor units (cents for EUR), never a float.
    public struct Money: Equatable, Sendable {
        /// The amount in minor units.
        public let minorUnits: Int64
        /// The ISO 4217 code, e.g. `EUR`.
        public let currency: String

        /// Creates an amount.
        public init(minorUnits: Int64, currency: String) {
            self.minorUnits = minorUnits
            self.currency = currency
        }
    }
}
