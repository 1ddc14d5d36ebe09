import CleanArchModel

/// `repository-protocol-in-usecase-api`: `…RepositoryProtocol` lives in UseCaseAPI packages,
/// `…DataProtocol` in RepositoryAPI packages (000 Rule 4, §2.1, §7.1).
struct RepositoryProtocolInUseCaseAPIRule: Rule {
    let descriptor = RuleDescriptor(
        id: "repository-protocol-in-usecase-api",
        defaultSeverity: .error,
        summary: "…RepositoryProtocol types live in UseCaseAPI packages; …DataProtocol types in RepositoryAPI packages.",
        rationale: "Use cases define what they need from repositories, and repositories define what they need from "
            + "data sources: inner layers own the interfaces outer layers implement (000 Rule 4, §2.1).",
        fixHint: "Move the protocol to the UseCaseAPI (repository protocols) or RepositoryAPI (data protocols) package."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for (package, target) in index.targets where target.manifest.kind != .test && !target.isTestDoubles {
            for file in index.files(of: target) {
                for (name, declaration) in file.allDeclarations where declaration.kind == .protocol {
                    if declaration.name.hasSuffix("RepositoryProtocol"), !(package.role.kind == .api && package.role.layer == .useCase) {
                        findings.append(Finding(location: declaration.location, message: "repository protocol '\(name)' is declared in '\(package.name)', not in a UseCaseAPI package"))
                    } else if declaration.name.hasSuffix("DataProtocol"), !(package.role.kind == .api && package.role.layer == .repository) {
                        findings.append(Finding(location: declaration.location, message: "data protocol '\(name)' is declared in '\(package.name)', not in a RepositoryAPI package"))
                    }
                }
            }
        }
        return findings
    }
}
