/// The external packages a workspace's build resolved: the manifests of their checkouts
/// (`.build/checkouts/<identity>`), so that a product's modules are the ones it really builds.
public struct ResolvedPackages: Hashable, Sendable {
    /// Manifests by identity (the checkout's directory name, lower-cased).
    public var manifests: [String: PackageManifest]

    public init(manifests: [String: PackageManifest] = [:]) {
        self.manifests = manifests
    }

    /// The resolved package a `.package(…)` entry or a `package:` argument names, if checked out:
    /// by identity first, then by manifest name.
    public func manifest(named reference: String) -> PackageManifest? {
        let key = reference.lowercased()
        return manifests[key] ?? manifests.keys.sorted().lazy.compactMap { manifests[$0] }.first { $0.name.lowercased() == key }
    }
}
