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
        let registered = Set(index.workspace.files.values.filter(\.isCompositionRoot).flatMap(\.referencedTypeNames))
        return index.expectedRegistrations().filter { !registered.contains($0.implementation) }.map { expected in
            Finding(location: expected.location,
                    message: "'\(expected.implementation)' implements '\(expected.protocols[0])' but is not registered in the composition root")
        }
    }
}
