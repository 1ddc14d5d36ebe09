public protocol RefundsUseCaseProtocol: Sendable {
    func refund()
}
