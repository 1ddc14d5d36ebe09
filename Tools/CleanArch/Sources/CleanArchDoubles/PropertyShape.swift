/// A `var` requirement.
struct PropertyShape: Sendable, Hashable {
    var name: String
    var type: String
    var isStatic: Bool
    /// `{ get set }`.
    var isSettable: Bool
    var isAsync: Bool
    var throwsClause: ThrowsClause
    /// A member-level global actor, written without `@`.
    var globalActor: String?

    /// A getter with effects: the double serves it from a configurable value or result.
    var hasEffects: Bool {
        isAsync || throwsClause != .none
    }
}
