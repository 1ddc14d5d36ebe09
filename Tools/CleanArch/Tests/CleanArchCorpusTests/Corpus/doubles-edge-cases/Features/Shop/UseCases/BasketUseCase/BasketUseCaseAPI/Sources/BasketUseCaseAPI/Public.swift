public protocol BasketUseCaseProtocol: Sendable {
    func total() -> Int
}
