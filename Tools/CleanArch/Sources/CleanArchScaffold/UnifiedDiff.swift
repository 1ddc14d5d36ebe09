/// A unified diff of two texts, by lines, with three lines of context.
public enum UnifiedDiff {
    private enum Line: Equatable {
        case same(String), removed(String), added(String)
    }

    /// `--- a/path`, `+++ b/path` and the hunks; empty when the texts are equal.
    public static func render(path: String, before: String, after: String, context: Int = 3) -> String {
        let lines = diff(split(before), split(after))
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var hunkStart = changed[0]
        var hunkEnd = changed[0]
        for index in changed.dropFirst() {
            if index - hunkEnd > 2 * context {
                output += hunk(lines, from: hunkStart, to: hunkEnd, context: context)
                hunkStart = index
            }
            hunkEnd = index
        }
        return output + hunk(lines, from: hunkStart, to: hunkEnd, context: context)
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func hunk(_ lines: [Line], from first: Int, to last: Int, context: Int) -> String {
        let start = max(0, first - context)
        let end = min(lines.count - 1, last + context)
        var oldLine = 1, newLine = 1
        for line in lines[..<start] {
            if case .added = line {} else { oldLine += 1 }
            if case .removed = line {} else { newLine += 1 }
        }
        var body = "", oldCount = 0, newCount = 0
        for line in lines[start...end] {
            switch line {
            case .same(let text): body += " \(text)\n"; oldCount += 1; newCount += 1
            case .removed(let text): body += "-\(text)\n"; oldCount += 1
            case .added(let text): body += "+\(text)\n"; newCount += 1
            }
        }
        return "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
    }

    /// The line edit script from a longest common subsequence.
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append(.added(new[j])); j += 1
            } else {
                lines.append(.removed(old[i])); i += 1
            }
        }
        return lines
    }
}
