import CleanArchModel

/// The data source that serves the repositories' remote data protocols, such as the gateway
/// service: the one type outside `Features/` that extends to conform to `…RemoteDataProtocol`s. A
/// new repository's protocol gets its conformance file beside the others and its `.implements`
/// line in the registrar, so what is left by hand there is the call itself.
struct RemoteDataSource {
    /// `MobileGatewayServiceImpl`
    let implementation: String
    /// The folder of its conformance files.
    let sourceFolder: String

    /// The workspace's remote data source; nil when no type, or more than one, serves remote data protocols.
    static func find(in workspace: Workspace) -> RemoteDataSource? {
        let conformances = workspace.files.values.filter { !$0.path.hasPrefix("Features/") && !$0.path.contains("/Tests/") }.flatMap { file in
            file.declarations
                .filter { $0.kind == .extension && $0.inheritedTypes.contains { $0.hasSuffix("RemoteDataProtocol") } }
                .map { (implementation: $0.name, folder: file.path.split(separator: "/").dropLast().joined(separator: "/")) }
        }
        guard let first = conformances.min(by: { $0.folder < $1.folder }),
              conformances.allSatisfy({ $0.implementation == first.implementation }) else { return nil }
        return RemoteDataSource(implementation: first.implementation, sourceFolder: first.folder)
    }

    /// Adds to `plan` the conformance of this data source to `repository`'s remote data protocol,
    /// whose call is `call` (`loadCards`), and its registration.
    func serve(_ plan: inout ComponentPlan, repository: String, repositoryAPI: String, call: String) {
        let protocolName = "\(repository)RemoteDataProtocol"
        plan.addedFiles["\(sourceFolder)/\(implementation)+\(repository).swift"] = """
        import RemoteDataError
        import \(repositoryAPI)

        // MARK: - \(protocolName)

        extension \(implementation): \(protocolName) {
            /// Fetches the feature's content: make the gateway call here and map its answer.
            public func \(call)() async throws(RemoteDataError) -> \(repository)NameSpace.LoadRemoteResult {
                \(repository)NameSpace.LoadRemoteResult()
            }
        }

        """
        plan.conformances.append(RegisteredConformance(implementation: implementation, protocolName: protocolName, imports: [repositoryAPI]))
        plan.followUps = ["make the gateway call in \(implementation).\(call)() (\(sourceFolder)/\(implementation)+\(repository).swift)"]
    }
}
