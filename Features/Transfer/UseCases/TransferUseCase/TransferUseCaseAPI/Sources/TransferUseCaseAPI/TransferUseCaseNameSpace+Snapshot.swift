import Loadable

extension TransferUseCaseNameSpace {
    /// Everything the TransferUseCase holds, as one value (blueprint §3.5 Pattern 3): the form and
    /// the review screens read it from the one `statePublisher`, so what they show always agrees.
    public struct Snapshot: Equatable, Sendable {
        /// The accounts and payees load.
        public var load: States
        /// The form as last given (`begin`, `updateForm`); a load fills in the first account.
        public var form: Form
        /// Each field's validity against the loaded accounts and payees, derived once per change.
        public var validity: FormValidity
        /// Whether the whole form is valid: Review is possible.
        public var isFormValid: Bool
        /// Where the transfer stands, from the form to the gateway's answer.
        public var transfer: TransferStates

        /// Creates a snapshot; the defaults are a use case that has loaded nothing yet.
        public init(
            load: States = .idle,
            form: Form = Form(),
            validity: FormValidity = FormValidity(),
            isFormValid: Bool = false,
            transfer: TransferStates = .editing
        ) {
            self.load = load
            self.form = form
            self.validity = validity
            self.isFormValid = isFormValid
            self.transfer = transfer
        }
    }
}
