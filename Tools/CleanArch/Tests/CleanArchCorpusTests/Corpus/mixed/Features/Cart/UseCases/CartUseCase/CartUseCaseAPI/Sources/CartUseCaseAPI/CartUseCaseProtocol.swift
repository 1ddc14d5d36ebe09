public protocol CartUseCaseProtocol: Sendable {
    func count() -> Int
}

internal protocol CartCacheProtocol {}

public enum CartUseCaseNameSpace {
    public protocol CartObserverProtocol {
        func cartChanged()
    }
}
