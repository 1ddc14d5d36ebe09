import CleanArchModel

/// The components a feature already has in the workspace, and which one new components build on.
struct FeatureComponents {
    let workspace: Workspace
    let feature: String

    /// The use case a new screen builds on: `selection`, or the feature's only one; `isScaffolded`
    /// when it has the scaffold's shape (`load()` and `statePublisher`), which the screen then drives.
    func screenUseCase(selection: String?) throws -> (name: String, api: ModuleReference, isScaffolded: Bool) {
        let found = try component(.useCase, folder: "UseCases", selection: selection)
        return (found.name, found.api, isScaffolded(found.name))
    }

    /// The use case new repositories build on: `selection`, or the feature's only one.
    /// It must have the scaffold's shape (`load()` and `statePublisher`), or the new code would not compile.
    func useCase(selection: String?) throws -> (name: String, api: ModuleReference) {
        let found = try component(.useCase, folder: "UseCases", selection: selection)
        guard isScaffolded(found.name) else {
            throw ScaffoldError.missingComponent(
                "'\(found.name)' was not made by `cleanarch new` (its protocols differ): new repositories "
                    + "only build on scaffolded use cases; write this one by hand"
            )
        }
        return found
    }

    private func isScaffolded(_ useCase: String) -> Bool {
        members(of: "\(useCase)Protocol") == ["load", "statePublisher"] && members(of: "\(useCase)RepositoryProtocol") == ["load"]
    }

    /// The repository a new data source serves: `selection`, or the feature's only one.
    func repository(selection: String?) throws -> (name: String, api: ModuleReference) {
        try component(.repository, folder: "Repositories", selection: selection)
    }

    /// Whether a top-level type named `name` is declared anywhere.
    func declares(_ name: String) -> Bool {
        workspace.files.values.contains { $0.declarations.contains { $0.name == name } }
    }

    private func component(_ kind: ComponentKind, folder: String, selection: String?) throws -> (name: String, api: ModuleReference) {
        let prefix = "Features/\(feature)/\(folder)/"
        let candidates = workspace.packages
            .filter { $0.directory.hasPrefix(prefix) && $0.name.hasSuffix("\(kind.suffix)API") }
            .map { (name: String($0.name.dropLast(3)), api: ModuleReference(package: $0.name, directory: $0.directory)) }
            .sorted { $0.name < $1.name }
        let wanted = selection.map(kind.componentName)
        let matching = candidates.filter { wanted == nil || $0.name == wanted }
        guard matching.count == 1, let found = matching.first else {
            let names = candidates.map(\.name).joined(separator: ", ")
            let option = "--\(kind.rawValue)"
            if let wanted {
                throw ScaffoldError.missingComponent("feature '\(feature)' has no \(kind.rawValue) '\(wanted)' (it has: \(names.isEmpty ? "none" : names))")
            }
            if candidates.isEmpty {
                throw ScaffoldError.missingComponent(
                    "feature '\(feature)' has no \(kind.rawValue); create it first: cleanarch new \(kind.rawValue) \(feature) --feature \(feature)"
                )
            }
            throw ScaffoldError.missingComponent("feature '\(feature)' has several \(kind.rawValue)s (\(names)); choose one with \(option)")
        }
        return found
    }

    /// The sorted member names of the protocol `name`, or nil when it is not declared.
    private func members(of name: String) -> [String]? {
        for file in workspace.files.values {
            if let declaration = file.declarations.first(where: { $0.kind == .protocol && $0.name == name }) {
                return declaration.members.map(\.name).sorted()
            }
        }
        return nil
    }
}
