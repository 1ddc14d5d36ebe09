/// Workspace-relative, `/`-separated paths; `""` is the workspace root. Works on UTF-8 bytes:
/// these run for every file and target.
public enum RelativePath {
    private static let slash = UInt8(ascii: "/")

    /// `directory/path` with `.` and `..` resolved; nil when it is absolute or leaves the workspace.
    public static func join(_ directory: String, _ path: String) -> String? {
        guard path.utf8.first != slash else { return nil }
        let joined = directory.isEmpty ? path : directory + "/" + path
        let components = joined.utf8.split(separator: slash, omittingEmptySubsequences: false)
        func isSpecial(_ component: Substring.UTF8View) -> Bool {
            component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8)
        }
        guard components.contains(where: isSpecial) else { return joined }
        var kept: [Substring] = []
        for component in components where !component.isEmpty && !component.elementsEqual(".".utf8) {
            if component.elementsEqual("..".utf8) {
                guard kept.popLast() != nil else { return nil }
            } else {
                kept.append(Substring(component))
            }
        }
        return kept.joined(separator: "/")
    }

    /// Whether `path` is `directory` or inside it.
    public static func isInside(_ path: String, directory: String) -> Bool {
        guard !directory.isEmpty else { return true }
        let pathBytes = path.utf8
        guard pathBytes.starts(with: directory.utf8) else { return false }
        let end = pathBytes.index(pathBytes.startIndex, offsetBy: directory.utf8.count)
        return end == pathBytes.endIndex || pathBytes[end] == slash
    }

    /// The containing directory; `""` for a root-level path, nil for the root itself.
    public static func parent(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        return path.utf8.lastIndex(of: slash).map { String(path[..<$0]) } ?? ""
    }
}
