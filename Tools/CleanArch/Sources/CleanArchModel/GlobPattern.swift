/// A glob over workspace-relative paths: `**` matches any number of path components, `*` any
/// characters but `/`, `?` one character but `/`. A pattern without `/` matches a file name at
/// any depth (`*.generated.swift`); a pattern naming a directory matches everything below it.
public struct GlobPattern: Hashable, Sendable {
    private let components: [Substring]
    private let anyDepth: Bool

    public init(_ pattern: String) {
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        anyDepth = !trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if anyDepth, let single = components.first {
            return parts.contains { Self.matchComponent(single, $0) }
        }
        return (1...max(1, parts.count)).contains { Self.match(components[...], parts[..<min($0, parts.count)]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ parts: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return parts.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            return (parts.startIndex...parts.endIndex).contains { match(rest, parts[$0...]) }
        }
        guard let part = parts.first, matchComponent(head, part) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    private static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var star: Substring.Index?, starText = text.startIndex
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p = pattern.index(after: p)
                t = text.index(after: t)
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = p
                starText = t
                p = pattern.index(after: p)
            } else if let star {
                p = pattern.index(after: star)
                starText = text.index(after: starText)
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p = pattern.index(after: p) }
        return p == pattern.endIndex
    }
}
