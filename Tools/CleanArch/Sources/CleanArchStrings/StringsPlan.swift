/// What `cleanarch strings` found: the generated symbols each catalog needs, and what is wrong.
public struct StringsPlan: Equatable, Sendable {
    /// A generated file whose contents differ from what is on disk (or that is missing).
    public struct Change: Equatable, Sendable {
        public let path: String
        public let contents: String
    }

    /// The catalogs read, workspace-relative.
    public let catalogs: [String]
    /// The languages the workspace declares: every language any catalog has.
    public let languages: [String]
    public let changes: [Change]
    /// One line each: `path: key: what is wrong`.
    public let problems: [String]
}
