/// What scaffolding one component produces, before anything is written.
struct ComponentPlan: Sendable {
    /// What the component is, for messages: `use case CardsUseCase`.
    let summary: String
    /// New packages.
    var packages: [PackageSpec] = []
    /// New files in existing packages, by workspace-relative path.
    var addedFiles: [String: String] = [:]
    /// Registrations for the composition root.
    var registrations: [Registration] = []
    /// Protocols registrations the composition root already has now implement too.
    var conformances: [RegisteredConformance] = []
    /// Top-level types the component declares, which must not exist yet.
    var declaredTypes: [String] = []
    /// What the developer still has to write before the component works at runtime.
    var followUps: [String] = []
}
