import CleanArchModel
import Foundation

/// Reads the manifests of the packages SwiftPM checked out for the workspace
/// (`.build/checkouts/<identity>`), never their sources: a product's modules are its targets'
/// there, which need not match its name (`SwiftToolsSupport-auto` builds `TSCBasic`).
struct CheckoutReader {
    static let checkoutsPath = ".build/checkouts"

    /// One checkout's chosen manifest, unparsed.
    struct Checkout: Sendable {
        /// Lower-cased, as `.package` identities are compared.
        let identity: String
        /// Workspace-relative.
        let path: String
        let text: String
    }

    /// Absolute, without a trailing slash.
    let rootPath: String

    /// Each checkout's manifest text, and a hash of them all (for the result cache): cheap enough
    /// to take on every run, before anything is parsed.
    func checkouts() -> (checkouts: [Checkout], hash: UInt64) {
        let manager = FileManager.default
        let directory = rootPath + "/" + Self.checkoutsPath
        let identities = ((try? manager.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
        let read = Parallel.map(identities) { identity -> (checkout: Checkout?, bytes: [UInt8]) in
            let packagePath = Self.checkoutsPath + "/" + identity
            let candidates = ((try? FileManager.default.contentsOfDirectory(atPath: rootPath + "/" + packagePath)) ?? [])
                .filter { $0 == FileDiscovery.manifestName || ManifestSelection.isVersionSpecific($0) }
                .map { packagePath + "/" + $0 }
            guard let chosen = ManifestSelection(candidates: candidates, rootPath: rootPath).chosen,
                  let data = FileManager.default.contents(atPath: rootPath + "/" + chosen) else { return (nil, []) }
            let checkout = Checkout(identity: identity.lowercased(), path: chosen, text: String(decoding: data, as: UTF8.self))
            return (checkout, Array(chosen.utf8) + Array(data))
        }
        return (read.compactMap(\.checkout), ContentHash.of(read.flatMap(\.bytes)))
    }

    /// The checked-out packages, their manifests parsed on all cores.
    func packages(_ checkouts: [Checkout]) -> ResolvedPackages {
        let manifests = Parallel.map(checkouts) { checkout in
            (checkout.identity, ManifestParser.parse(source: checkout.text, path: checkout.path, rootPath: rootPath).manifest)
        }
        return ResolvedPackages(manifests: Dictionary(manifests.compactMap { identity, manifest in manifest.map { (identity, $0) } },
                                                      uniquingKeysWith: { first, _ in first }))
    }
}
