import CleanArchModel
import Foundation

/// Compares generated doubles with the files in the TestDoubles directories.
struct DiskComparison {
    let root: URL

    /// Creates for new paths, updates for changed generated files, deletes for generated files
    /// no protocol produces any more (except those in `keeping`); hand-written files stay.
    func compare(outputs: [String: GeneratedDouble], directories: [String], keeping: Set<String>) -> DoublesPlan {
        let existing = Set(Parallel.map(directories) { [root] in Self.swiftFiles(in: $0, root: root) }.joined())
        let paths = Array(Set(outputs.keys).union(existing)).sorted()
        // Only listed files are read: a missing double costs no failed `open`.
        let rootPath = root.path
        let states = Parallel.map(paths) { path in
            existing.contains(path) ? Self.state(of: path, root: rootPath) : .missing
        }
        var plan = DoublesPlan(changes: [], unchangedCount: 0, handWritten: [], diagnostics: [])
        for (path, state) in zip(paths, states) {
            let wanted = outputs[path]
            switch (state, wanted) {
            case (.missing, let double?):
                plan.changes.append(DoubleChange(kind: .create, path: path, contents: double.contents, source: double.source))
            case (.generated(let current), let double?):
                if current == double.contents {
                    plan.unchangedCount += 1
                } else {
                    plan.changes.append(DoubleChange(kind: .update, path: path, contents: double.contents, source: double.source))
                }
            case (.handWritten, _?):
                plan.handWritten.append(path)
            case (.generated, nil) where !keeping.contains(path):
                plan.changes.append(DoubleChange(kind: .delete, path: path, contents: nil, source: nil))
            default:
                break
            }
        }
        return plan
    }

    private enum State: Sendable {
        case missing
        case generated(String)
        case handWritten
    }

    private static func state(of path: String, root: String) -> State {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return .missing }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix(DoubleRenderer.headerPrefix) ? .generated(text) : .handWritten
    }

    /// Workspace-relative paths of the Swift files directly in `directory`, where doubles are written.
    private static func swiftFiles(in directory: String, root: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { "\(directory)/\($0)" }
    }
}
