public protocol PaymentsUseCaseProtocol: Sendable {
    func pay()
}
