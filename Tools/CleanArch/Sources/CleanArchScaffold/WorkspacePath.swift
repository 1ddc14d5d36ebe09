/// Path arithmetic on workspace-relative, `/`-separated paths.
enum WorkspacePath {
    /// The path from directory `from` to `to`, e.g. `../../Core/Resolver`.
    static func relative(from: String, to: String) -> String {
        let source = from.split(separator: "/")
        let target = to.split(separator: "/")
        let common = zip(source, target).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: source.count - common)
        let parts = ups + target.dropFirst(common).map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `directory/name`, or `name` at the root.
    static func join(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : "\(directory)/\(name)"
    }
}

extension WorkspacePath {
    /// `path` without `.` segments and with each `..` taking back the segment before it.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
