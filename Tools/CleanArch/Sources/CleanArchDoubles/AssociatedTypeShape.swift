/// An `associatedtype` requirement; the double turns it into a generic parameter.
struct AssociatedTypeShape: Sendable, Hashable {
    var name: String
    /// The constraint after `:`, as written (`Sendable & Hashable`), if any.
    var constraint: String?
    /// The `where` requirements, as written without `where`, if any.
    var requirements: String?
}
