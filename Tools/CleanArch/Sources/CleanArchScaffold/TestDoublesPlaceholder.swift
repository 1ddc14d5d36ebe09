/// The one file of a new API package's `{Name}TestDoubles` target (SwiftPM rejects empty
/// targets); `cleanarch doubles` writes the real doubles beside it.
enum TestDoublesPlaceholder {
    /// `Tests/{API}TestDoubles/{API}TestDoubles.swift` and its contents.
    static func file(api: String) -> (path: String, contents: String) {
        let name = "\(api)TestDoubles"
        return ("Tests/\(name)/\(name).swift", """
        import \(api)

        /// Namespace of `\(api)`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
        public enum \(name) {}

        """)
    }
}
