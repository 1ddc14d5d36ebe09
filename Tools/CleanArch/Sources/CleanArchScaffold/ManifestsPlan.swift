import Foundation

/// What `cleanarch manifests` would change: the manifests whose text differs from what the
/// imports derive, and why a package was left alone.
public struct ManifestsPlan: Sendable {
    public struct Change: Sendable, Equatable {
        /// Relative to the workspace root.
        public let path: String
        public let before: String
        public let after: String
    }

    public var changes: [Change] = []
    /// Manifests that already say what the imports say.
    public var unchangedCount = 0
    /// Packages not rewritten (an import nothing provides, an undeclared remote package).
    public var errors: [String] = []
    /// Things done differently than asked (a test target the root cannot copy, missing markers).
    public var notes: [String] = []

    /// Writes every change under `root`.
    public func write(to root: URL) throws(ScaffoldError) {
        for change in changes {
            do {
                try Data(change.after.utf8).write(to: root.appendingPathComponent(change.path), options: .atomic)
            } catch {
                throw .workspace("cannot write \(change.path): \(error.localizedDescription)")
            }
        }
    }
}
