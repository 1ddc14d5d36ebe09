import CleanArchModel
import CleanArchParsing
import Foundation

/// Works out the double of every protocol in every API package and compares them with the
/// files in the packages' TestDoubles targets.
public struct DoublesPlanner: Sendable {
    /// Classes a double subclasses to satisfy an inherited protocol, by protocol name.
    private let superclasses: [String: (module: String, name: String)]
    /// `strict_doubles`: doubles that can fail a test on an unexpected call.
    private let isStrict: Bool

    /// A planner using `configuration`'s `double_superclasses` and `strict_doubles`.
    public init(configuration: Configuration) {
        var superclasses: [String: (module: String, name: String)] = [:]
        for (protocolName, qualified) in configuration.doubleSuperclasses {
            let parts = qualified.split(separator: ".", maxSplits: 1)
            guard parts.count == 2 else { continue }
            superclasses[protocolName] = (String(parts[0]), String(parts[1]))
        }
        self.superclasses = superclasses
        isStrict = configuration.strictDoubles
    }

    /// The plan for `workspace`, whose files live under `root`.
    public func plan(workspace: Workspace, root: URL) -> DoublesPlan {
        let sources = SourceIndex(workspace: workspace, root: root)
        var diagnostics: [DoublesDiagnostic] = []
        var outputs: [String: GeneratedDouble] = [:]
        var skipped: Set<String> = []
        let resolver = InheritanceResolver(protocols: sources.shapesClosed(over: sources.apiShapes), superclasses: superclasses)
        let rendered = Parallel.map(sources.apiShapes.map(\.shape)) { shape in
            resolver.spec(for: shape).map { spec in
                var spec = spec
                spec.isStrict = isStrict
                return DoubleRenderer(spec: spec).render()
            }
        }
        for ((shape, directory), result) in zip(sources.apiShapes, rendered) {
            let path = "\(directory)/\(DoubleSpec.typeName(for: shape.name)).swift"
            switch result {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                skipped.insert(path)
            case .success(let contents):
                if let other = outputs[path] {
                    diagnostics.append(DoublesDiagnostic(file: shape.file, line: shape.line, severity: .error,
                                                         message: "`\(shape.name)` and `\(other.protocolName)` would both be doubled by \(path); rename one"))
                    continue
                }
                outputs[path] = GeneratedDouble(contents: contents, source: shape.file, protocolName: shape.name)
            }
        }
        diagnostics += sources.diagnostics
        var plan = DiskComparison(root: root).compare(outputs: outputs,
                                                      directories: sources.doublesDirectories, keeping: skipped)
        plan.diagnostics = diagnostics.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return plan
    }
}
