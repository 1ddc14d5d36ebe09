import CleanArchModel

/// Turns an evaluated `Package(…)` call into a `PackageManifest`; entries it does not
/// recognise are skipped with a diagnostic.
struct ManifestReader {
    private static let productKinds: [String: ManifestProduct.Kind] = [
        "library": .library, "executable": .executable, "plugin": .plugin,
    ]
    private static let targetKinds: [String: ManifestTarget.Kind] = [
        "target": .regular, "testTarget": .test, "executableTarget": .executable, "plugin": .plugin,
        "macro": .macro, "systemLibrary": .system, "binaryTarget": .binary,
    ]

    let evaluator: ManifestEvaluator
    /// The manifest, workspace-relative.
    let path: String
    /// The language mode of a package that names none: 6 from tools version 6.0 on, else 5.
    var defaultLanguageMode = 6

    func manifest(from call: ManifestCall) -> PackageManifest {
        let directoryName = path.split(separator: "/").dropLast().last.map(String.init) ?? "Package"
        let warnings = evaluator.warningCount
        let name = evaluator.string("name", of: call, required: true) ?? directoryName
        let dependencies = evaluator.elements("dependencies", of: call).compactMap(dependency)
        let products = evaluator.elements("products", of: call).compactMap(product)
        let targetCalls = evaluator.elements("targets", of: call).compactMap { self.call(in: $0, named: Self.targetKinds.keys, of: "targets") }
        let isPartial = evaluator.warningCount > warnings
        let targets = targetCalls.compactMap(target)
        var manifest = PackageManifest(
            name: name,
            path: path,
            dependencies: dependencies,
            products: products,
            targets: targets,
            location: call.location,
            alternativeTargets: alternativeTargets(besides: targets)
        )
        manifest.isPartial = isPartial
        manifest.enabledTraits = enabledTraits(of: call)
        manifest.swiftLanguageMode = swiftLanguageMode(of: call) ?? defaultLanguageMode
        return manifest
    }

    /// The targets only branches not taken declare (another name or another directory), read
    /// without diagnostics.
    private func alternativeTargets(besides targets: [ManifestTarget]) -> [ManifestTarget] {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var seen = Set(targets.map { "\($0.name)@\($0.resolvedPath)" })
        return evaluator.alternatives.compactMap { element in
            guard case .call(let call) = element.value, Self.targetKinds[call.name] != nil else { return nil }
            return target((call, element.location)).flatMap { seen.insert("\($0.name)@\($0.resolvedPath)").inserted ? $0 : nil }
        }
    }

    private func dependency(_ element: ManifestElement) -> PackageDependency? {
        guard let call = call(in: element, named: ["package"], of: "dependencies")?.call else { return nil }
        let source: PackageDependency.Source
        if let path = evaluator.string("path", of: call) {
            source = .path(path)
        } else if let url = evaluator.string("url", of: call) ?? evaluator.string("id", of: call) {
            source = .url(url)
        } else {
            evaluator.diagnose("`.package(…)` without a `path:` or `url:`; skipped", at: element.location)
            return nil
        }
        return PackageDependency(source: source, explicitName: evaluator.string("name", of: call), location: element.location)
    }

    private func product(_ element: ManifestElement) -> ManifestProduct? {
        guard let call = call(in: element, named: Self.productKinds.keys, of: "products")?.call,
              let kind = Self.productKinds[call.name],
              let name = evaluator.string("name", of: call, required: true) else { return nil }
        return ManifestProduct(name: name, kind: kind, targets: evaluator.strings("targets", of: call))
    }

    /// The target a `.target(…)` call (located at `element`) declares; `hasPartialDependencies`
    /// when part of its `dependencies:` could not be read.
    private func target(_ call: (call: ManifestCall, location: SourceLocation)) -> ManifestTarget? {
        guard let kind = Self.targetKinds[call.call.name],
              let name = evaluator.string("name", of: call.call, required: true) else { return nil }
        let path = evaluator.string("path", of: call.call)
        let exclude = evaluator.strings("exclude", of: call.call)
        let warnings = evaluator.warningCount
        var target = ManifestTarget(
            name: name,
            kind: kind,
            path: path,
            exclude: exclude,
            dependencies: evaluator.elements("dependencies", of: call.call).compactMap(targetDependency),
            location: call.location
        )
        target.hasPartialDependencies = evaluator.warningCount > warnings
        readBuildInputs(of: call.call, into: &target)
        return target
    }

    private func targetDependency(_ element: ManifestElement) -> TargetDependency? {
        if case .string(let name) = element.value {
            return TargetDependency(reference: .byName(name), location: element.location)
        }
        guard let call = call(in: element, named: ["target", "product", "byName", "targetItem", "productItem"], of: "dependencies")?.call,
              let name = evaluator.string("name", of: call, required: true) else { return nil }
        let reference: TargetDependency.Reference = switch call.name {
        case "target", "targetItem": .target(name)
        case "product", "productItem": .product(name: name, package: evaluator.string("package", of: call) ?? name)
        default: .byName(name)
        }
        var dependency = TargetDependency(reference: reference, location: element.location)
        dependency.moduleAliases = moduleAliases(of: call)
        return dependency
    }

    /// The element as a call to one of `names`, with its location, else nil with a diagnostic.
    private func call(in element: ManifestElement, named names: some Sequence<String>,
                      of list: String) -> (call: ManifestCall, location: SourceLocation)? {
        if case .call(let call) = element.value, names.contains(call.name) { return (call, element.location) }
        evaluator.diagnose("unsupported entry \(element.value.summary) in `\(list):`; skipped", at: element.location)
        return nil
    }
}
