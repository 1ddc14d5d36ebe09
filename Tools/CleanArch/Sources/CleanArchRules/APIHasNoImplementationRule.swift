import CleanArchModel

/// `api-has-no-implementation`: API packages declare protocols and value types only, without
/// logic (000 "API vs Impl Packages", §11 "Never put implementation code in API packages").
struct APIHasNoImplementationRule: Rule {
    let descriptor = RuleDescriptor(
        id: "api-has-no-implementation",
        defaultSeverity: .error,
        summary: "API packages declare protocols and value types only: no classes, actors or logic.",
        rationale: "An API package is a contract; code in it runs in every client and cannot be replaced "
            + "(000 \"API packages contain only protocols, no implementation\"). TestDoubles targets are exempt.",
        fixHint: "Move the class or the logic to the Impl package; keep memberwise initialisers and stored properties only."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for package in index.packages(kind: .api) {
            for target in index.productionTargets(of: package) {
                for file in index.files(of: target) {
                    for (name, declaration) in file.allDeclarations {
                        if let problem = problem(with: declaration) {
                            findings.append(Finding(location: declaration.location, message: "'\(name)' \(problem) in API target '\(target.name)'"))
                        }
                    }
                }
            }
        }
        return findings
    }

    private func problem(with declaration: Declaration) -> String? {
        switch declaration.kind {
        case .class: "is a class"
        case .actor: "is an actor"
        default: declaration.hasLogic ? "has logic" : nil
        }
    }
}
