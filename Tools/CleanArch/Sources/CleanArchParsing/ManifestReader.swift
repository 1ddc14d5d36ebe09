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

    func manifest(from call: ManifestCall) -> PackageManifest {
        let directoryName = path.split(separator: "/").dropLast().last.map(String.init) ?? "Package"
        let targets = evaluator.elements("targets", of: call).compactMap(target)
        return PackageManifest(
            name: evaluator.string("name", of: call, required: true) ?? directoryName,
            path: path,
            dependencies: evaluator.elements("dependencies", of: call).compactMap(dependency),
            products: evaluator.elements("products", of: call).compactMap(product),
            targets: targets,
            location: call.location,
            alternativeTargets: alternativeTargets(besides: Set(targets.map(\.name)))
        )
    }

    /// The targets only branches not taken declare, read without diagnostics.
    private func alternativeTargets(besides names: Set<String>) -> [ManifestTarget] {
        evaluator.muted += 1
        defer { evaluator.muted -= 1 }
        var seen = names
        return evaluator.alternatives.compactMap { element in
            guard case .call(let call) = element.value, Self.targetKinds[call.name] != nil else { return nil }
            return target(element).flatMap { seen.insert($0.name).inserted ? $0 : nil }
        }
    }

    private func dependency(_ element: ManifestElement) -> PackageDependency? {
        guard let call = call(in: element, named: ["package"], of: "dependencies") else { return nil }
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
        guard let call = call(in: element, named: Self.productKinds.keys, of: "products"),
              let kind = Self.productKinds[call.name],
              let name = evaluator.string("name", of: call, required: true) else { return nil }
        return ManifestProduct(name: name, kind: kind, targets: evaluator.strings("targets", of: call))
    }

    private func target(_ element: ManifestElement) -> ManifestTarget? {
        guard let call = call(in: element, named: Self.targetKinds.keys, of: "targets"),
              let kind = Self.targetKinds[call.name],
              let name = evaluator.string("name", of: call, required: true) else { return nil }
        return ManifestTarget(
            name: name,
            kind: kind,
            path: evaluator.string("path", of: call),
            exclude: evaluator.strings("exclude", of: call),
            dependencies: evaluator.elements("dependencies", of: call).compactMap(targetDependency),
            location: element.location
        )
    }

    private func targetDependency(_ element: ManifestElement) -> TargetDependency? {
        if case .string(let name) = element.value {
            return TargetDependency(reference: .byName(name), location: element.location)
        }
        guard let call = call(in: element, named: ["target", "product", "byName"], of: "dependencies"),
              let name = evaluator.string("name", of: call, required: true) else { return nil }
        let reference: TargetDependency.Reference = switch call.name {
        case "target": .target(name)
        case "product": .product(name: name, package: evaluator.string("package", of: call) ?? name)
        default: .byName(name)
        }
        return TargetDependency(reference: reference, location: element.location)
    }

    /// The element as a call to one of `names`, else nil with a diagnostic.
    private func call(in element: ManifestElement, named names: some Sequence<String>, of list: String) -> ManifestCall? {
        if case .call(let call) = element.value, names.contains(call.name) { return call }
        evaluator.diagnose("unsupported entry \(element.value.summary) in `\(list):`; skipped", at: element.location)
        return nil
    }
}
