import RefundsUseCaseAPI

public final class RefundsUseCaseStub: RefundsUseCaseProtocol {
    public init() {}

    public func refund() {}
}
