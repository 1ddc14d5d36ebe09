import CleanArchModel
import CleanArchParsing
import Foundation

/// The protocols of a workspace the generator reads: those of API targets, parsed eagerly,
/// and those they inherit from other targets, parsed on demand.
struct SourceIndex {
    /// Each API protocol with the directory of the TestDoubles target its double goes to, sorted.
    private(set) var apiShapes: [(shape: ProtocolShape, doublesDirectory: String)] = []
    /// The TestDoubles directories of API targets.
    private(set) var doublesDirectories: [String] = []
    /// API targets that have protocols but no TestDoubles target.
    private(set) var diagnostics: [DoublesDiagnostic] = []

    private let root: URL
    /// The module of each file.
    private var moduleOfFile: [String: String] = [:]
    /// The files declaring each protocol name, sorted.
    private var filesDeclaring: [String: [String]] = [:]

    init(workspace: Workspace, root: URL) {
        self.root = root
        var jobs: [(file: String, module: String, directory: String)] = []
        for package in workspace.packages {
            for target in package.targets {
                for file in target.files { moduleOfFile[file] = target.name }
            }
            guard package.role.kind == .api else { continue }
            for target in package.targets where !target.isTestDoubles && target.manifest.kind == .regular {
                let files = target.files.filter { workspace.files[$0]?.declarations.contains { $0.kind == .protocol } == true }
                guard !files.isEmpty else { continue }
                guard let doubles = package.targets.first(where: { $0.isTestDoubles && $0.name == target.name + "TestDoubles" }) else {
                    let manifest = package.directory.isEmpty ? "Package.swift" : "\(package.directory)/Package.swift"
                    diagnostics.append(DoublesDiagnostic(file: manifest, line: target.manifest.location.line, severity: .warning,
                                                         message: "`\(target.name)` has no `\(target.name)TestDoubles` target; its protocols get no doubles"))
                    continue
                }
                doublesDirectories.append(doubles.directory)
                jobs += files.map { ($0, target.name, doubles.directory) }
            }
        }
        for (path, file) in workspace.files {
            for declaration in file.declarations where declaration.kind == .protocol {
                filesDeclaring[declaration.name, default: []].append(path)
            }
        }
        filesDeclaring = filesDeclaring.mapValues { $0.sorted() }
        doublesDirectories.sort()
        let parsed = Parallel.map(jobs) { [root] job in
            (Self.read(job.file, module: job.module, root: root), job.directory)
        }
        apiShapes = parsed.flatMap { shapes, directory in shapes.map { ($0, directory) } }
            .sorted { ($0.shape.file, $0.shape.line) < ($1.shape.file, $1.shape.line) }
    }

    /// `shapes` and every protocol they inherit, directly or not, by name (the first file wins).
    func shapesClosed(over shapes: [(shape: ProtocolShape, doublesDirectory: String)]) -> [String: ProtocolShape] {
        var byName: [String: ProtocolShape] = [:]
        var parsedFiles = Set(shapes.map(\.shape.file))
        var pending = shapes.map(\.shape)
        while !pending.isEmpty {
            for shape in pending where byName[shape.name] == nil {
                byName[shape.name] = shape
            }
            let wanted = Set(pending.flatMap(\.inherited)).filter { byName[$0] == nil }
            let files = Set(wanted.compactMap { filesDeclaring[$0]?.first }).subtracting(parsedFiles).sorted()
            parsedFiles.formUnion(files)
            pending = Parallel.map(files) { [root, moduleOfFile] file in
                Self.read(file, module: moduleOfFile[file] ?? "", root: root)
            }.flatMap { $0 }
        }
        return byName
    }

    private static func read(_ file: String, module: String, root: URL) -> [ProtocolShape] {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path),
              let source = String(data: data, encoding: .utf8) else { return [] }
        return ProtocolExtractor(file: file, module: module).protocols(in: source)
    }
}
