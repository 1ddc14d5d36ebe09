public struct Settings: Sendable {
    public var verbose: Bool

    public init(verbose: Bool = false) {
        self.verbose = verbose
    }
}
