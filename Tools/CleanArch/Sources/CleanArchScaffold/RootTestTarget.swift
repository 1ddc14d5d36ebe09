/// A `.testTarget(name:dependencies:path:)` the root manifest re-lists for one Impl package.
struct RootTestTarget: Equatable, Sendable {
    let name: String
    let dependencies: [ModuleReference]
    /// Relative to the workspace root.
    let path: String
    /// The `// Group` comment it belongs under: `Features/Cards`, `Coordinator` or `Data`.
    let group: String

    /// The target for `spec`'s tests: the Impl product first, then the test dependencies.
    init(spec: PackageSpec, group: String) {
        name = spec.companionTarget
        dependencies = [spec.reference] + spec.testDependencies
        path = "\(spec.directory)/\(spec.companionDirectory)"
        self.group = group
    }

    /// The entry, indented relative to its first line.
    var expression: String {
        """
        .testTarget(
            name: "\(name)",
            dependencies: [
        \(dependencies.map { "        \($0.productExpression),\n" }.joined())    ],
            path: "\(path)"
        )
        """
    }
}
