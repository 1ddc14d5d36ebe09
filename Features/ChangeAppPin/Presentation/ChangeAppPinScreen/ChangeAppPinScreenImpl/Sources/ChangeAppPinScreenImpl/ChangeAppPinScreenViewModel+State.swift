extension ChangeAppPinScreenViewModel {
    /// Everything the view shows.
    struct State: Equatable {
        /// One masked field: its digits and what is wrong with them.
        struct PinField: Equatable {
            /// The digits typed so far (drawn masked).
            var digits = ""
            /// Why the last change was refused because of this field, if it was.
            var message: String?
        }

        /// "Last changed on …" or "Never changed on this device"; nil while unknown.
        var lastChange: String?
        /// The PIN in use now.
        var oldPin = PinField()
        /// The PIN to use from now on.
        var newPin = PinField()
        /// The new PIN typed again.
        var confirmation = PinField()
        /// Whether the change is on its way to the gateway.
        var isChanging = false
        /// What went wrong with the change as a whole (network, session, lockout).
        var errorMessage: String?
        /// Set once the PIN has changed, while the screen closes.
        var successMessage: String?
        /// Whether the account is locked out, while the app locks.
        var isLockedOut = false
        /// The field focus is in (`focused(_:equals:)`): the one at fault after a refusal.
        var focus: Field?

        /// Whether the fields and Change take input: not while changing, nor once it is over.
        var acceptsInput: Bool {
            !isChanging && successMessage == nil && !isLockedOut
        }

        /// The field `field`.
        subscript(field: Field) -> PinField {
            get {
                switch field {
                case .oldPin: oldPin
                case .newPin: newPin
                case .confirmation: confirmation
                }
            }
            set {
                switch field {
                case .oldPin: oldPin = newValue
                case .newPin: newPin = newValue
                case .confirmation: confirmation = newValue
                }
            }
        }
    }

    /// The three masked fields.
    enum Field: Hashable {
        case oldPin, newPin, confirmation
    }

    /// What the user can do.
    enum Action: Equatable {
        /// Read when the PIN was last changed (on appear).
        case load
        /// The digits of `Field` changed.
        case digitsChanged(Field, String)
        /// Change the PIN (Change, or Enter in the last field).
        case submit
        /// Focus moved to a field, or away from them.
        case focusChanged(Field?)
        /// Leave the screen (Esc).
        case close
    }
}
