import TransferUseCaseAPI

/// What the rules say about a form: each field's validity and, when all hold, the order it makes.
struct TransferFormCheck: Sendable {
    /// Each field's validity.
    let validity: TransferUseCaseNameSpace.FormValidity
    /// The order; nil unless the form is valid.
    let order: TransferOrder?
}
