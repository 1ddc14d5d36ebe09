import CleanArchModel
import Foundation

/// Reads the manifests of the packages SwiftPM checked out for the workspace
/// (`.build/checkouts/<identity>`), never their sources: a product's modules are its targets'
/// there, which need not match its name (`SwiftToolsSupport-auto` builds `TSCBasic`).
struct CheckoutReader {
    static let checkoutsPath = ".build/checkouts"

    /// Absolute, without a trailing slash.
    let rootPath: String

    /// The checked-out packages, and a hash of their manifests' text (for the result cache).
    func read() -> (packages: ResolvedPackages, hash: UInt64) {
        let manager = FileManager.default
        let directory = rootPath + "/" + Self.checkoutsPath
        let identities = ((try? manager.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        let read = Parallel.map(identities) { identity -> (String, PackageManifest?, [UInt8]) in
            let packagePath = Self.checkoutsPath + "/" + identity
            let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: rootPath + "/" + packagePath)) ?? [])
                .filter { $0 == FileDiscovery.manifestName || ManifestSelection.isVersionSpecific($0) }
                .map { packagePath + "/" + $0 }
            guard let chosen = ManifestSelection(candidates: candidates, rootPath: rootPath).chosen,
                  let data = FileManager.default.contents(atPath: rootPath + "/" + chosen) else { return (identity, nil, []) }
            let source = String(decoding: data, as: UTF8.self)
            return (identity.lowercased(), ManifestParser.parse(source: source, path: chosen, rootPath: rootPath).manifest, Array(chosen.utf8) + Array(data))
        }
        var manifests: [String: PackageManifest] = [:]
        var bytes: [UInt8] = []
        for (identity, manifest, text) in read {
            manifests[identity] = manifest
            bytes += text
        }
        return (ResolvedPackages(manifests: manifests), ContentHash.of(bytes))
    }
}
