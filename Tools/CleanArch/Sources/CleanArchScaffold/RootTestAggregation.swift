import CleanArchModel
import SwiftSyntax

/// The root manifest's copy of every package's test targets, so that `swift test` at the root
/// runs them all: written between the lines `// cleanarch:tests begin` and
/// `// cleanarch:tests end` from the packages' own manifests, in groups by folder.
struct RootTestAggregation {
    static let beginMarker = "// cleanarch:tests begin"
    static let endMarker = "// cleanarch:tests end"

    private struct TestTarget {
        let name: String
        let dependencies: [String]
        let path: String
        /// Other arguments (`exclude:`, `resources:`, settings), as written.
        let arguments: [String]
        let group: String
    }

    private var targets: [TestTarget] = []
    /// The packages the copies depend on, for the root's `dependencies:`.
    private(set) var packages: [ManifestPackage] = []
    /// Test targets that could not be copied, and why.
    private(set) var notes: [String] = []

    /// The test targets of `packages` (directory → manifest text), read from their manifests.
    init(packages: [(package: WorkspacePackage, text: String)]) {
        for (package, text) in packages.sorted(by: { $0.package.directory < $1.package.directory }) {
            let syntax = ManifestSyntax(source: text)
            let declared = syntax.packageDependencies
            for target in syntax.targets where target.isTest {
                if let copy = copy(target, of: package, declared: declared) { targets.append(copy) }
            }
        }
    }

    private mutating func copy(_ target: ManifestSyntax.TargetCall, of package: WorkspacePackage,
                               declared: [ManifestSyntax.Element]) -> TestTarget? {
        let directory = package.directory
        let reference = ManifestPackage.reference(toPackageIn: directory)
        var dependencies: [String] = []
        var needed: [ManifestPackage] = []
        let array = ManifestSyntax.argument("dependencies", of: target.call)?.expression.as(ArrayExprSyntax.self)
        for element in array.map(ManifestSyntax.elements(of:)) ?? [] {
            guard let name = element.name else {
                notes.append("\(directory)/Package.swift: test target '\(target.name)' is not copied to the root: its dependency `\(element.text)` cannot be read")
                return nil
            }
            if let product = element.package {
                guard let source = declared.first(where: { $0.identity == product.lowercased() })?.source else {
                    notes.append("\(directory)/Package.swift: test target '\(target.name)' is not copied to the root: no `.package` named '\(product)'")
                    return nil
                }
                switch source {
                case .path(let path):
                    let local = WorkspacePath.normalized(WorkspacePath.join(directory, path))
                    needed.append(.local(directory: local))
                    dependencies.append(ManifestDependency(name: name, package: ManifestPackage.reference(toPackageIn: local)).expression)
                case .url:
                    needed.append(.remote(identity: product.lowercased()))
                    dependencies.append(ManifestDependency(name: name, package: product).expression)
                }
            } else {
                guard let exported = package.manifest.products.first(where: { $0.kind == .library && $0.targets.contains(name) }) else {
                    notes.append("\(directory)/Package.swift: test target '\(target.name)' is not copied to the root: no library product exports '\(name)'")
                    return nil
                }
                needed.append(.local(directory: directory))
                dependencies.append(ManifestDependency(name: exported.name, package: reference).expression)
            }
        }
        for package in needed where !packages.contains(package) { packages.append(package) }
        var seen = Set<String>()
        dependencies = dependencies.filter { seen.insert($0).inserted }
        let path = ManifestSyntax.argument("path", of: target.call).flatMap { ManifestSyntax.string($0.expression) } ?? "Tests/\(target.name)"
        let arguments = target.call.arguments.filter { !["name", "dependencies", "path"].contains($0.label?.text ?? "") }
            .map { $0.with(\.trailingComma, nil).trimmedDescription }
        let components = directory.split(separator: "/")
        let group = components.prefix(components.first == "Features" ? 2 : 1).joined(separator: "/")
        return TestTarget(name: target.name, dependencies: dependencies, path: WorkspacePath.join(directory, path),
                          arguments: arguments, group: group)
    }

    /// `source` with the block between the markers rewritten; nil when the markers are missing.
    func apply(to source: String) -> String? {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(where: { $0.trimmingPrefixSpaces == Self.beginMarker }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingPrefixSpaces == Self.endMarker }) else { return nil }
        let indent = String(lines[begin].prefix { $0 == " " })
        lines.replaceSubrange(begin + 1..<end, with: render(indent: indent))
        return lines.joined(separator: "\n")
    }

    private func render(indent: String) -> [String] {
        var lines: [String] = []
        var group: String?
        for target in targets {
            if target.group != group {
                if group != nil { lines.append("") }
                lines.append("\(indent)// \(target.group)")
                group = target.group
            }
            lines.append("\(indent).testTarget(")
            lines.append("\(indent)    name: \"\(target.name)\",")
            if !target.dependencies.isEmpty {
                lines.append("\(indent)    dependencies: [")
                lines += target.dependencies.map { "\(indent)        \($0)," }
                lines.append("\(indent)    ],")
            }
            let trailing = ["path: \"\(target.path)\""] + target.arguments
            for (offset, argument) in trailing.enumerated() {
                lines.append("\(indent)    \(argument)\(offset == trailing.count - 1 ? "" : ",")")
            }
            lines.append("\(indent)),")
        }
        return lines
    }
}

private extension String {
    var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
