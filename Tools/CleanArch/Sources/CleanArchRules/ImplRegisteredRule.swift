import CleanArchModel

/// `impl-registered`: every public type of an Impl or Data package that conforms to a protocol
/// of an API package is registered in the composition root (000 §5.2, Verification Checklist).
struct ImplRegisteredRule: Rule {
    let descriptor = RuleDescriptor(
        id: "impl-registered",
        defaultSeverity: .error,
        summary: "Every public Impl type conforming to an API protocol is registered in the composition root.",
        rationale: "An implementation nobody registers is dead code, or a crash at the first resolve "
            + "(000 §5.2, \"All implementations are registered in DIRegisterar.swift\").",
        fixHint: "Register the type in the composition root with `.implements(Protocol.self)` and the scope of 000 §5.3."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        let apiProtocols = protocols(in: index)
        let registered = Set(index.workspace.files.values.filter(\.isCompositionRoot).flatMap(\.referencedTypeNames))
        var findings: [Finding] = []
        for package in index.packages(kind: .impl) {
            for target in index.productionTargets(of: package) {
                let declarations = index.files(of: target).flatMap(\.allDeclarations)
                var conformances: [String: Set<String>] = [:]
                for (name, declaration) in declarations {
                    conformances[name, default: []].formUnion(declaration.inheritedTypeNames)
                }
                for (name, declaration) in declarations
                where declaration.isPublic && [.class, .struct, .enum, .actor].contains(declaration.kind) && !registered.contains(name) {
                    guard let api = conformances[name]?.intersection(apiProtocols).sorted().first else { continue }
                    findings.append(Finding(
                        location: declaration.location,
                        message: "'\(name)' implements '\(api)' but is not registered in the composition root"
                    ))
                }
            }
        }
        return findings
    }

    /// Names of the protocols declared by API packages.
    private func protocols(in index: WorkspaceIndex) -> Set<String> {
        var names = Set<String>()
        for package in index.packages(kind: .api) {
            for target in index.productionTargets(of: package) {
                for file in index.files(of: target) {
                    for (_, declaration) in file.allDeclarations where declaration.kind == .protocol {
                        names.insert(declaration.name)
                    }
                }
            }
        }
        return names
    }
}
