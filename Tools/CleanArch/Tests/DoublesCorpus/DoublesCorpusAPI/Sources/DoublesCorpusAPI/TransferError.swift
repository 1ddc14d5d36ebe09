/// The typed error of `TransferServiceProtocol.transfer(amountMinor:to:)`.
public enum TransferError: Error, Equatable, Sendable {
    case insufficientFunds
    case offline
}
