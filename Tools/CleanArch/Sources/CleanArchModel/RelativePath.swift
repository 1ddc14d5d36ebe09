/// Workspace-relative, `/`-separated paths; `""` is the workspace root. Works on UTF-8 bytes:
/// these run for every file and target.
public enum RelativePath {
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// `directory/path` with `.` and `..` resolved; nil when it is absolute or leaves the workspace.
    public static func join(_ directory: String, _ path: String) -> String? {
        guard path.utf8.first != slash else { return nil }
        // One pass over the bytes of both, with no allocation per component: `kept` holds the
        // components kept so far, `starts` where each begins.
        var kept: [UInt8] = []
        kept.reserveCapacity(directory.utf8.count + path.utf8.count + 1)
        var starts: [Int] = []
        var componentStart = 0
        func endComponent() -> Bool {
            let length = kept.count - componentStart
            let isDot = length == 1 && kept[componentStart] == dot
            let isDotDot = length == 2 && kept[componentStart] == dot && kept[componentStart + 1] == dot
            if length == 0 || isDot || isDotDot {
                kept.removeSubrange(max(componentStart - 1, 0)..<kept.count)
                if isDotDot {
                    guard let start = starts.popLast() else { return false }
                    kept.removeSubrange(max(start - 1, 0)..<kept.count)
                }
            } else {
                starts.append(componentStart)
            }
            return true
        }
        for part in [directory.utf8, path.utf8] where !part.isEmpty {
            for byte in part {
                if byte == slash {
                    guard endComponent() else { return nil }
                    if !kept.isEmpty { kept.append(slash) }
                    componentStart = kept.count
                } else {
                    kept.append(byte)
                }
            }
            guard endComponent() else { return nil }
            if !kept.isEmpty { kept.append(slash) }
            componentStart = kept.count
        }
        if kept.last == slash { kept.removeLast() }
        return String(decoding: kept, as: UTF8.self)
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
