import CleanArchModel

/// `domain-not-codable`: types of UseCaseAPI packages do not conform to Codable, Encodable or
/// Decodable, directly or through an extension anywhere (000 Rule 5, Anti-Pattern 3).
struct DomainNotCodableRule: Rule {
    let descriptor = RuleDescriptor(
        id: "domain-not-codable",
        defaultSeverity: .error,
        summary: "Types in UseCaseAPI packages do not conform to Codable/Encodable/Decodable.",
        rationale: "Domain models are pure: serialisation formats belong to the data layer's DTOs "
            + "(000 Rule 5 \"Domain Models Are Pure\", Anti-Pattern 3).",
        fixHint: "Keep the domain type plain and map it to a Codable DTO in the repository or data package."
    )

    private static let serialisation: Set<String> = ["Codable", "Encodable", "Decodable"]

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var domainTypes = Set<String>()
        for package in index.packages(kind: .api, layer: .useCase) {
            for target in index.productionTargets(of: package) {
                for file in index.files(of: target) {
                    for (name, declaration) in file.allDeclarations where Declaration.typeKinds.contains(declaration.kind) {
                        domainTypes.insert(name)
                    }
                }
            }
        }
        guard !domainTypes.isEmpty else { return [] }
        var findings: [Finding] = []
        for file in index.workspace.files.values {
            for (name, declaration) in file.allDeclarations where domainTypes.contains(name) {
                let conformances = declaration.inheritedTypeNames.filter(Self.serialisation.contains)
                guard let conformance = conformances.first else { continue }
                findings.append(Finding(
                    location: declaration.location,
                    message: "domain type '\(name)' conforms to \(conformance)"
                ))
            }
        }
        return findings
    }
}
