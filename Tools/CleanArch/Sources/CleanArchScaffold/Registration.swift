/// One registration `cleanarch new` adds to the composition root's `registerAllServices()`.
struct Registration: Equatable, Sendable {
    /// The registrar's numbered sections, in registration order (blueprint §5.6.1, §5.3 scopes).
    enum Section: Int, Sendable {
        /// `1. Data sources`, `.application`.
        case dataSources = 1
        /// `2. Repositories`, `.shared`.
        case repositories
        /// `3. Use cases`, `.shared`.
        case useCases
        /// `4. Presentation`, `.unique`.
        case presentation
        /// `5. Coordinators`, `{ @MainActor in … }`.
        case coordinators
    }

    let section: Section
    /// The registered type; a registrar that already mentions it is left alone.
    let implementation: String
    /// The statement's lines; the registrar indents continuation lines one level deeper.
    let lines: [String]
    /// The modules the statement needs.
    let imports: [String]
}
