import TransferUseCaseAPI

extension TransferUseCaseNameSpace.FormValidity {
    /// Whether every field is valid, so the transfer can be reviewed and sent.
    var isValid: Bool {
        source == nil && destination == nil && amount == nil && description == nil
    }
}
