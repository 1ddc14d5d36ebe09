import CleanArchParsing
import Foundation

/// Compares generated doubles with the files in the TestDoubles directories.
struct DiskComparison {
    let root: URL

    /// Creates for new paths, updates for changed generated files, deletes for generated files
    /// no protocol produces any more (except those in `keeping`); hand-written files stay.
    func compare(outputs: [String: GeneratedDouble], directories: [String], keeping: Set<String>) -> DoublesPlan {
        let existing = Set(directories.flatMap(swiftFiles))
        let paths = Array(Set(outputs.keys).union(existing)).sorted()
        let states = Parallel.map(paths) { [root] path in
            Self.state(of: path, root: root)
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

    private static func state(of path: String, root: URL) -> State {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { return .missing }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix(DoubleRenderer.headerPrefix) ? .generated(text) : .handWritten
    }

    /// Workspace-relative paths of the Swift files under `directory`.
    private func swiftFiles(in directory: String) -> [String] {
        let url = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return enumerator.compactMap { ($0 as? String).flatMap { $0.hasSuffix(".swift") ? "\(directory)/\($0)" : nil } }
    }
}
