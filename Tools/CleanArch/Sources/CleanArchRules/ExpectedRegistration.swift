import CleanArchModel

/// An implementation the composition root must register (000 §5.2): a public type of an Impl
/// package's production code that conforms to protocols of API packages. `impl-registered`
/// reports the ones the composition root does not name; a composition root's test can check
/// that its container resolves each protocol to it.
public struct ExpectedRegistration: Hashable, Sendable {
    /// The type's name.
    public let implementation: String
    /// The API protocols it conforms to, sorted.
    public let protocols: [String]
    public let location: SourceLocation
}

extension WorkspaceIndex {
    /// Every implementation the composition root must register, in workspace order.
    public func expectedRegistrations() -> [ExpectedRegistration] {
        let apiProtocols = protocolsOfAPIPackages()
        var expected: [ExpectedRegistration] = []
        for package in packages(kind: .impl) {
            for target in productionTargets(of: package) {
                let declarations = files(of: target).flatMap(\.allDeclarations)
                var conformances: [String: Set<String>] = [:]
                for (name, declaration) in declarations {
                    conformances[name, default: []].formUnion(declaration.inheritedTypeNames)
                }
                for (name, declaration) in declarations where declaration.isPublic && [.class, .struct, .enum, .actor].contains(declaration.kind) {
                    let protocols = conformances[name]?.intersection(apiProtocols).sorted() ?? []
                    guard !protocols.isEmpty else { continue }
                    expected.append(ExpectedRegistration(implementation: name, protocols: protocols, location: declaration.location))
                }
            }
        }
        return expected
    }

    /// Names of the protocols declared by API packages.
    private func protocolsOfAPIPackages() -> Set<String> {
        var names = Set<String>()
        for package in packages(kind: .api) {
            for target in productionTargets(of: package) {
                for file in files(of: target) {
                    for (_, declaration) in file.allDeclarations where declaration.kind == .protocol {
                        names.insert(declaration.name)
                    }
                }
            }
        }
        return names
    }
}
