import CleanArchModel

/// The remote packages the workspace's manifests declare: each `.package(url: …)` entry as
/// written (the root's first), so a package that starts using one declares it the same way.
struct RemotePackageCatalog {
    /// `.package(url: …)` texts by identity.
    private(set) var declarations: [String: String] = [:]
    /// The `package:` spelling by identity: the URL's last component without `.git`.
    private(set) var names: [String: String] = [:]

    init(workspace: Workspace, texts: [String: String]) {
        let ordered = workspace.packages.sorted { ($0.directory.isEmpty ? 0 : 1, $0.directory) < ($1.directory.isEmpty ? 0 : 1, $1.directory) }
        for package in ordered {
            guard let text = texts[package.manifest.path] else { continue }
            for element in ManifestSyntax(source: text).packageDependencies {
                guard let source = element.source, case .url = source, declarations[source.identity] == nil else { continue }
                declarations[source.identity] = element.text
                names[source.identity] = source.name
            }
        }
    }
}
