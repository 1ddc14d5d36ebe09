/// Writes a generated package's `Package.swift` like the existing feature packages:
/// tools 6.0, macOS 15 / iOS 18, Swift 6 mode, relative `.package(path:)` dependencies.
struct PackageManifestRenderer {
    let spec: PackageSpec

    func render() -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(spec.name)",
            platforms: [.macOS(.v15), .iOS(.v18)],
            products: [
        \(products.map { "        \($0),\n" }.joined())    ],
        \(dependencySection)    targets: [
        \(targets.joined())    ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private var products: [String] {
        let main = ".library(name: \"\(spec.name)\", targets: [\"\(spec.name)\"])"
        guard spec.kind == .api else { return [main] }
        return [main, ".library(name: \"\(spec.companionTarget)\", targets: [\"\(spec.companionTarget)\"])"]
    }

    /// Each package depended on, once, in first-use order.
    private var dependencySection: String {
        var seen = Set<String>()
        let directories = (spec.dependencies + spec.testDependencies).map(\.packageDirectory).filter { seen.insert($0).inserted }
        guard !directories.isEmpty else { return "" }
        let lines = directories.map { "        .package(path: \"\(WorkspacePath.relative(from: spec.directory, to: $0))\"),\n" }
        return "    dependencies: [\n\(lines.joined())    ],\n"
    }

    private var targets: [String] {
        let main = target(".target", name: spec.name, dependencies: spec.dependencies.map(\.productExpression), path: nil)
        let companion: String
        if spec.kind == .api {
            // The doubles import what the protocols' files import, so they depend on the same
            // products, plus what they add (a configured superclass's module).
            let dependencies = ["\"\(spec.name)\""] + (spec.dependencies + spec.testDependencies).map(\.productExpression)
            companion = target(".target", name: spec.companionTarget, dependencies: dependencies, path: spec.companionDirectory)
        } else {
            let dependencies = ["\"\(spec.name)\""] + spec.testDependencies.map(\.productExpression)
            companion = target(".testTarget", name: spec.companionTarget, dependencies: dependencies, path: nil)
        }
        return [main, companion]
    }

    private func target(_ function: String, name: String, dependencies: [String], path: String?) -> String {
        guard !dependencies.isEmpty || path != nil else { return "        \(function)(name: \"\(name)\"),\n" }
        var text = "        \(function)(\n            name: \"\(name)\""
        if !dependencies.isEmpty {
            text += ",\n            dependencies: [\n"
            text += dependencies.map { "                \($0),\n" }.joined()
            text += "            ]"
        }
        if let path {
            text += ",\n            path: \"\(path)\""
        }
        return text + "\n        ),\n"
    }
}
