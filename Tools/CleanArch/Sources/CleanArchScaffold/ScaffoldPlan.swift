/// Everything `cleanarch new` will write, computed and validated before anything is written.
public struct ScaffoldPlan: Equatable, Sendable {
    /// An existing file's contents before and after the edit.
    public struct Edit: Equatable, Sendable {
        public let before: String
        public let after: String

        public init(before: String, after: String) {
            self.before = before
            self.after = after
        }
    }

    /// What is created, for the summary: `use case CardsUseCase`.
    public let components: [String]
    /// New files by workspace-relative path.
    public let createdFiles: [String: String]
    /// Edited files by workspace-relative path; files the edit leaves unchanged are not listed.
    public let editedFiles: [String: Edit]
    /// What the developer still has to write before the new components work at runtime.
    public let followUps: [String]

    public init(components: [String], createdFiles: [String: String], editedFiles: [String: Edit], followUps: [String] = []) {
        self.components = components
        self.createdFiles = createdFiles
        self.editedFiles = editedFiles.filter { $0.value.before != $0.value.after }
        self.followUps = followUps
    }

    /// What to do next: the code still to write, then the commands to run.
    public var nextSteps: [String] {
        followUps.map { "- \($0)" } + [
            "swift build                 # build the new packages with the app",
            "cleanarch check .           # the new components follow the blueprint",
        ]
    }
}
