public enum BasketUseCaseNameSpace {
    public protocol NestedObserverProtocol {
        func observe()
    }
}
