import CleanArchModel

/// `presentation-not-on-data`: Screen packages never depend on or import repository
/// implementations or data packages (000 §4.1: view models use use-case protocols only), except
/// the image cache's protocols, which 000 §4.1.1 has view models use directly.
struct PresentationNotOnDataRule: Rule {
    let descriptor = RuleDescriptor(
        id: "presentation-not-on-data",
        defaultSeverity: .error,
        summary: "Screen packages never depend on or import Repository Impl or Data packages.",
        rationale: "The presentation layer talks to use cases only; reaching into repositories or data sources "
            + "bypasses the business rules (000 §4.1, §4.3 \"Data Fetching belongs in Use Cases\").",
        fixHint: "Expose what the screen needs through its use case's API protocol."
    )

    func check(_ index: WorkspaceIndex) -> [Finding] {
        var findings: [Finding] = []
        for package in index.packages(layer: .screen) {
            for (dependency, local) in index.localDependencies(of: package) where isData(local.role) && !Self.presentationServices.contains(local.name) {
                findings.append(Finding(location: dependency.location, message: "screen package '\(package.name)' depends on '\(local.name)'"))
            }
            for target in package.targets where target.manifest.kind != .test {
                for item in index.imports(of: target) {
                    guard let role = index.packageRole(ofModule: item.module), isData(role),
                          !Self.presentationServices.contains(item.module) else { continue }
                    findings.append(Finding(location: item.location, message: "screen target '\(target.name)' imports '\(item.module)'"))
                }
            }
        }
        return findings
    }

    /// Data-layer APIs the presentation layer uses itself (000 §4.1.1: "used directly by the
    /// Presentation Layer, not through the Repository/UseCase layers").
    static let presentationServices: Set<String> = ["ImageCacheAPI"]

    private func isData(_ role: Role) -> Bool {
        role.layer == .data || (role.layer == .repository && role.kind == .impl)
    }
}
