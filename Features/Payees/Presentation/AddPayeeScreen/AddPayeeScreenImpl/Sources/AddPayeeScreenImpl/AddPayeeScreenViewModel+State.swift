extension AddPayeeScreenViewModel {
    /// Everything the form shows.
    struct State: Equatable {
        /// The name as typed.
        var name = ""
        /// The IBAN as typed.
        var iban = ""
        /// Why the name cannot be saved, once something is typed.
        var nameMessage: String?
        /// Why the IBAN cannot be saved, once something is typed.
        var ibanMessage: String?
        /// Whether the use case accepts both fields, so Save is offered.
        var canSave = false
        /// Whether the payee is on its way to the gateway.
        var isSaving = false
        /// Why the payee was not saved, when the gateway refused it or could not be reached.
        var errorMessage: String?
        /// Whether "Discard this payee?" is asked (Esc after typing).
        var isConfirmingDiscard = false
    }

    /// What the user can do.
    enum Action: Equatable {
        /// The name field's text changed.
        case nameChanged(String)
        /// The IBAN field's text changed.
        case ibanChanged(String)
        /// Save the payee (Save, or Enter in the IBAN field).
        case save
        /// Close the form without saving (Discard in the question).
        case cancel
        /// Cancel or Esc: ask before discarding what was typed; close at once when nothing was.
        case askToCancel
        /// Keep editing after the question.
        case keepEditing
    }
}
