import PaymentsUseCaseAPI

public final class PaymentsUseCaseStub: PaymentsUseCaseProtocol {
    public init() {}

    public func pay() {}
}
