extension TransferUseCaseNameSpace {
    /// Where a transfer goes: a saved payee or an IBAN.
    public enum Destination: Equatable, Sendable {
        /// The saved payee `id`.
        case payee(id: String)
        /// An IBAN: as typed in a form (spaces and any case allowed), normalised in a request.
        case iban(String)
    }
}
