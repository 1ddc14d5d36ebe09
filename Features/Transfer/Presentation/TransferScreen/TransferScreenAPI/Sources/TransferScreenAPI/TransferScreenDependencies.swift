import TransferUseCaseAPI

/// What the TransferScreen receives from its coordinator (blueprint §4.6.7).
public struct TransferScreenDependencies: Sendable {
    /// The coordinator the screen navigates with.
    public let coordinator: any TransferScreenCoordinatorProtocol
    /// The flow's use case, which the review that follows shares: the coordinator hands both the same one.
    public let useCase: any TransferUseCaseProtocol
    /// The saved payee the new transfer goes to, when it was started from a payee or a favourite.
    public let payeeId: String?
    /// A payment request to fill the form with (a `payred://pay` link), when it was opened from one.
    public let request: PaymentRequest?

    /// What a payment request asks for, as its link says it: checked as if typed.
    public struct PaymentRequest: Equatable, Sendable {
        public let iban: String
        /// The payee's name as the link gives it, shown for the IBAN; empty when it gives none.
        public let name: String
        /// The amount as written (`25.00`); empty lets the payer type it.
        public let amount: String
        public let reference: String

        public init(iban: String, name: String = "", amount: String, reference: String) {
            self.iban = iban
            self.name = name
            self.amount = amount
            self.reference = reference
        }
    }

    /// Creates the dependencies of a new transfer over `useCase`, to `payeeId` when given, or filled in from `request`.
    public init(
        coordinator: any TransferScreenCoordinatorProtocol,
        useCase: any TransferUseCaseProtocol,
        payeeId: String? = nil,
        request: PaymentRequest? = nil
    ) {
        self.coordinator = coordinator
        self.useCase = useCase
        self.payeeId = payeeId
        self.request = request
    }
}
