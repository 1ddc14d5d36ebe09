extension PayeesUseCaseNameSpace {
    /// The most characters a payee's name may have once trimmed.
    public static let maximumNameLength = 70

    /// What keeps a new payee's details from being saved, field by field.
    public struct Validation: Equatable, Sendable {
        /// Details that can be saved.
        public static let valid = Validation(name: nil, iban: nil)

        /// `invalidName` or `invalidCharacters`; nil when the name can be saved.
        public let name: Errors?
        /// `invalidIBAN`; nil when the IBAN can be saved.
        public let iban: Errors?

        /// Creates the verdict.
        public init(name: Errors?, iban: Errors?) {
            self.name = name
            self.iban = iban
        }
    }
}
