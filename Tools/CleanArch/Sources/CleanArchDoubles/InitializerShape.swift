/// An `init` requirement; the double records the arguments each initialisation received.
struct InitializerShape: Sendable, Hashable {
    var parameters: [ParameterShape]
    var isFailable: Bool
    var isAsync: Bool
    var throwsClause: ThrowsClause
}
