import CleanArchModel
import CleanArchParsing
import Foundation

/// The protocols of a workspace the generator reads: those of API targets, and those they
/// inherit from other targets, found on demand. Files are read here, not by the loader, and
/// only those that mention `protocol` are parsed.
struct SourceIndex {
    /// Each API protocol with the directory of the TestDoubles target its double goes to, sorted.
    private(set) var apiShapes: [(shape: ProtocolShape, doublesDirectory: String)] = []
    /// The TestDoubles directories of API targets.
    private(set) var doublesDirectories: [String] = []
    /// API targets with protocols but no TestDoubles target, and protocols that get no double.
    private(set) var diagnostics: [DoublesDiagnostic] = []

    private let root: URL
    /// Every Swift file of a target, with the target's module, sorted by path.
    private let modules: [(file: String, module: String)]

    init(workspace: Workspace, root: URL) {
        self.root = root
        var modules: [(file: String, module: String)] = []
        var jobs: [(file: String, module: String, target: Int)] = []
        var targets: [(target: WorkspaceTarget, manifest: String, doubles: WorkspaceTarget?)] = []
        for package in workspace.packages {
            for target in package.targets {
                modules += target.files.map { ($0, target.name) }
            }
            guard package.role.kind == .api else { continue }
            for target in package.targets where !target.isTestDoubles && target.manifest.kind == .regular {
                let doubles = package.targets.first { $0.isTestDoubles && $0.name == target.name + "TestDoubles" }
                let manifest = package.manifest.path
                jobs += target.files.map { ($0, target.name, targets.count) }
                targets.append((target, manifest, doubles))
            }
        }
        self.modules = modules.sorted { $0.file < $1.file }
        let rootPath = root.path
        let extracted = Parallel.map(jobs) { job in Self.extract(job.file, module: job.module, root: rootPath) }
        var withProtocols: Set<Int> = []
        for (job, extraction) in zip(jobs, extracted) {
            diagnostics += extraction.skipped
            guard !extraction.shapes.isEmpty else { continue }
            withProtocols.insert(job.target)
            guard let doubles = targets[job.target].doubles else { continue }
            apiShapes += extraction.shapes.map { ($0, doubles.directory) }
        }
        for index in withProtocols.sorted() {
            let (target, manifest, doubles) = targets[index]
            if let doubles {
                doublesDirectories.append(doubles.directory)
            } else {
                diagnostics.append(DoublesDiagnostic(file: manifest, line: target.manifest.location.line, severity: .warning,
                                                     message: "`\(target.name)` has no `\(target.name)TestDoubles` target; its protocols get no doubles"))
            }
        }
        doublesDirectories.sort()
        apiShapes.sort { ($0.shape.file, $0.shape.line) < ($1.shape.file, $1.shape.line) }
    }

    /// `shapes` and every protocol they inherit, directly or not, by name (the first file, by
    /// path, declaring it wins). The workspace's other files are read once, when a parent is
    /// first looked for, and only those naming a wanted protocol are parsed.
    func shapesClosed(over shapes: [(shape: ProtocolShape, doublesDirectory: String)]) -> [String: ProtocolShape] {
        var byName: [String: ProtocolShape] = [:]
        var parsedFiles = Set(shapes.map(\.shape.file))
        var pending = shapes.map(\.shape)
        var others: [(file: String, module: String, source: String)]?
        while !pending.isEmpty {
            for shape in pending where byName[shape.name] == nil {
                byName[shape.name] = shape
            }
            let wanted = Set(pending.flatMap(\.inherited)).filter { byName[$0] == nil }
            guard !wanted.isEmpty else { break }
            let rootPath = root.path
            let unread = modules.filter { !parsedFiles.contains($0.file) }
            others = others ?? Parallel.map(unread) { entry in (entry.file, entry.module, Self.source(of: entry.file, root: rootPath) ?? "") }
            let candidates = (others ?? []).filter { candidate in
                !parsedFiles.contains(candidate.file) && wanted.contains { candidate.source.containsBytes(of: "protocol \($0)") }
            }
            parsedFiles.formUnion(candidates.map(\.file))
            // Every protocol of a file read is kept: a parent's own parent is often declared beside it.
            pending = Parallel.map(candidates) { candidate in
                ProtocolExtractor(file: candidate.file, module: candidate.module).extract(from: candidate.source).shapes
            }.flatMap { $0 }
        }
        return byName
    }

    private static func extract(_ file: String, module: String, root: String) -> ProtocolExtractor.Extraction {
        guard let source = source(of: file, root: root), source.containsBytes(of: "protocol") else {
            return ProtocolExtractor.Extraction()
        }
        return ProtocolExtractor(file: file, module: module).extract(from: source)
    }

    private static func source(of file: String, root: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + file).map { String(decoding: $0, as: UTF8.self) }
    }
}
