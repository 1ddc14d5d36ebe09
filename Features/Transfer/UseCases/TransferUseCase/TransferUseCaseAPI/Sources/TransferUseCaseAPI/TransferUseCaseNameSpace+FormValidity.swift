extension TransferUseCaseNameSpace {
    /// Each field's validity (nil: valid) and the form's (blueprint §3.5 Pattern 2).
    public struct FormValidity: Equatable, Sendable {
        /// The source account's problem, if any.
        public let source: FieldError?
        /// The destination's problem, if any.
        public let destination: FieldError?
        /// The amount's problem, if any.
        public let amount: FieldError?
        /// The description's problem, if any.
        public let description: FieldError?

        /// Creates a validity; the defaults are valid fields.
        public init(source: FieldError? = nil, destination: FieldError? = nil, amount: FieldError? = nil, description: FieldError? = nil) {
            self.source = source
            self.destination = destination
            self.amount = amount
            self.description = description
        }
    }
}
