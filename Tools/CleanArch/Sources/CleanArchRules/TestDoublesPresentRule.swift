import CleanArchModel

/// `test-doubles-present`: every API package has a `{Name}TestDoubles` target (000 §9.5.1).
struct TestDoublesPresentRule: Rule {
    let descriptor = RuleDescriptor(
        id: "test-doubles-present",
        defaultSeverity: .error,
        summary: "Every API package has a {Name}TestDoubles target.",
        rationale: "Test doubles live beside the protocols they stand in for, so every implementation's tests reuse "
            + "one stub/mock/spy per protocol (000 §9.5.1, §10.1).",
        fixHint: "Add a `{Name}TestDoubles` target with `path: \"Tests/{Name}TestDoubles\"` (run `cleanarch doubles` to generate it)."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        index.packages(kind: .api).flatMap { package in
            let names = Set(package.targets.map(\.name))
            return index.productionTargets(of: package)
                .filter { !names.contains("\($0.name)TestDoubles") }
                .map { Finding(location: $0.manifest.location, message: "API target '\($0.name)' has no '\($0.name)TestDoubles' target") }
        }
    }
}
