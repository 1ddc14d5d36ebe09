import CleanArchModel

/// `usecase-framework-free`: use cases import no UI, persistence or networking module (000 Rule 3).
struct UseCaseFrameworkFreeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "usecase-framework-free",
        defaultSeverity: .error,
        summary: "UseCase packages import no UI, persistence or networking module.",
        rationale: "Use cases are the centre and must not know about frameworks (000 Rule 3 \"Framework Independence\"); "
            + "replacing SwiftUI, URLSession or the database must not touch them.",
        fixHint: "Define a protocol in the UseCaseAPI package for what you need and implement it in an outer layer."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        let forbidden = Set(index.workspace.configuration.forbiddenInUseCases.map { $0.lowercased() })
        var findings: [Finding] = []
        for package in index.packages(layer: .useCase) {
            for target in package.targets where target.manifest.kind != .test {
                for item in index.imports(of: target) where forbidden.contains(item.module.lowercased()) {
                    findings.append(Finding(
                        location: item.location,
                        message: "use-case target '\(target.name)' imports framework '\(item.module)'"
                    ))
                }
            }
        }
        return findings
    }
}
