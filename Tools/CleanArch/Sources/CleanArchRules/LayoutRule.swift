import CleanArchModel

/// `layout`: components sit where 000 puts them, so the folder tree is the architecture
/// (000 "Package Structure Pattern", §4.6.3, "Data Layer Packages").
struct LayoutRule: Rule {
    let descriptor = RuleDescriptor(
        id: "layout",
        defaultSeverity: .error,
        summary: "Components sit at Features/{Feature}/{Presentation|Repositories|UseCases}/{Component}/{Component}API|Impl "
            + "(and Coordinator/{Name}Coordinator/…, Data/{Service}/…).",
        rationale: "A newcomer finds any component from its name only if every component follows the blueprint's layout "
            + "(000 \"Package Structure Pattern\", §4.6.3).",
        fixHint: "Move the package to the path in the message and update the relative `.package(path:)` references to it."
    )

    private static let layerFolders: [Role.Layer: String] = [.useCase: "UseCases", .repository: "Repositories", .screen: "Presentation"]

    func check(_ index: WorkspaceIndex) -> [Finding] {
        index.workspace.packages.compactMap { package in
            if let expected = expectedDirectory(of: package) {
                guard expected != package.directory else { return nil }
                return Finding(
                    location: package.manifest.location,
                    message: "package '\(package.name)' is at '\(package.directory)' but belongs at '\(expected)'"
                )
            }
            guard let feature = strayFeature(of: package) else { return nil }
            return Finding(
                location: package.manifest.location,
                message: "package '\(package.name)' is at '\(package.directory)', outside the layer folders of feature "
                    + "'\(feature)': put it at 'Features/\(feature)/{UseCases|Repositories|Presentation}/{Component}/\(package.name)'"
            )
        }
    }

    /// The feature an API or Impl package sits in without a layer folder (`Features/Pay/PayAPI`).
    private func strayFeature(of package: WorkspacePackage) -> String? {
        let parts = package.directory.split(separator: "/").map(String.init)
        guard package.role.kind != nil, parts.count > 1, parts[0] == "Features",
              parts.count < 3 || !Self.layerFolders.values.contains(parts[2]) else { return nil }
        return parts[1]
    }

    /// Where the package belongs, or nil when the layout does not constrain it.
    private func expectedDirectory(of package: WorkspacePackage) -> String? {
        guard let kind = package.role.kind else { return nil }
        let suffix = kind == .api ? "API" : "Impl"
        guard package.name.hasSuffix(suffix) else { return nil }
        let component = String(package.name.dropLast(suffix.count))
        let parts = package.directory.split(separator: "/").map(String.init)
        switch package.role.layer {
        case .useCase, .repository, .screen:
            let feature = parts.first == "Features" && parts.count > 1 ? parts[1] : component
            return "Features/\(feature)/\(Self.layerFolders[package.role.layer]!)/\(component)/\(package.name)"
        case .coordinator:
            return "Coordinator/\(component)/\(package.name)"
        case .data:
            let service = parts.first == "Data" && parts.count > 1 ? parts[1] : component
            return "Data/\(service)/\(package.name)"
        case .app, .core, .other:
            return nil
        }
    }
}
