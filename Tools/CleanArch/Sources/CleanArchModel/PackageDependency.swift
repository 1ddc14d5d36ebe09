/// A `.package(...)` entry of a manifest.
public struct PackageDependency: Codable, Hashable, Sendable {
    public enum Source: Codable, Hashable, Sendable {
        /// `.package(path: "...")`, relative to the manifest's directory.
        case path(String)
        /// `.package(url: "...", ...)`.
        case url(String)
    }

    public var source: Source
    /// The `name:` argument, if given.
    public var explicitName: String?
    public var location: SourceLocation

    public init(source: Source, explicitName: String?, location: SourceLocation) {
        self.source = source
        self.explicitName = explicitName
        self.location = location
    }

    /// The names a target's `package:` argument may use for it: its identity and its `name:`, lower-cased.
    public var referenceNames: [String] {
        [identity] + (explicitName.map { [$0.lowercased()] } ?? [])
    }

    /// SwiftPM's identity: the last path component, without `.git`, lower-cased.
    public var identity: String { source.identity }
}

extension PackageDependency.Source {
    /// The last path component without `.git`, as written: how a `package:` argument spells it.
    public var name: String {
        let raw: String
        switch self {
        case .path(let path): raw = path
        case .url(let url): raw = url
        }
        var last = raw.split(separator: "/").last.map(String.init) ?? raw
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// SwiftPM's identity: `name`, lower-cased.
    public var identity: String { name.lowercased() }
}
