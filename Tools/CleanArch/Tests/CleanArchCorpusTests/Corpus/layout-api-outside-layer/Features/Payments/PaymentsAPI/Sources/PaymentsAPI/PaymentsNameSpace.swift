/// The payment methods a feature offers.
public enum PaymentsNameSpace {
    case card
}
