import CleanArchModel
import Foundation

/// What the workspace's `.package(…)` entries point at: a local package that is missing or has
/// no manifest is a warning (the build fails there, and what it would provide is unknown); an
/// external package with no checkout gets a note, once, as the modules its products build are
/// then unknown and no import is judged against them; a target running build-tool plugins gets a
/// note that its dependencies are not judged unused.
struct PackageDependencyCheck {
    /// Absolute, without a trailing slash.
    let rootPath: String
    /// The workspace-relative directories known to hold a `Package.swift`: not asked of the disk again.
    let packageDirectories: Set<String>

    /// The local packages that are missing or have no manifest, each manifest checked on all cores.
    func missingLocalPackages(in manifests: [PackageManifest]) -> [LoadDiagnostic] {
        Parallel.map(manifests, missingLocalPackages(of:)).flatMap { $0 }
    }

    /// The notes on external packages without a checkout (once each, at its first mention) and on
    /// targets running build-tool plugins.
    func notes(for manifests: [PackageManifest], resolved: ResolvedPackages) -> [LoadDiagnostic] {
        var diagnostics: [LoadDiagnostic] = []
        var unresolved: Set<String> = []
        for manifest in manifests {
            for dependency in manifest.dependencies {
                guard case .url = dependency.source, resolved.manifest(named: dependency.identity) == nil,
                      unresolved.insert(dependency.identity).inserted else { continue }
                diagnostics.append(LoadDiagnostic(
                    location: dependency.location,
                    message: "the modules of '\(dependency.identity)' are unknown: it has no checkout in "
                        + "\(CheckoutReader.checkoutsPath) (run `swift package resolve`); imports it could provide are not judged",
                    severity: .note
                ))
            }
        }
        for manifest in manifests {
            for target in manifest.targets where !target.plugins.isEmpty {
                diagnostics.append(LoadDiagnostic(
                    location: target.location,
                    message: "target '\(target.name)' runs build-tool plugins (\(target.plugins.joined(separator: ", "))): "
                        + "the code they generate may use any dependency, so none of its dependencies is reported unused",
                    severity: .note
                ))
            }
        }
        return diagnostics
    }

    /// One manifest's local packages that are missing or have no manifest.
    private func missingLocalPackages(of manifest: PackageManifest) -> [LoadDiagnostic] {
        var missing: [LoadDiagnostic] = []
        let manager = FileManager.default
        for dependency in manifest.dependencies {
            guard case .path(let path) = dependency.source else { continue }
            if let known = RelativePath.join(manifest.directory, path), packageDirectories.contains(known) { continue }
            let base = manifest.directory.isEmpty ? rootPath : rootPath + "/" + manifest.directory
            let directory = path.hasPrefix("/") ? path : base + "/" + path
            var isDirectory: ObjCBool = false
            if !manager.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                missing.append(LoadDiagnostic(location: dependency.location,
                                              message: "local package '\(path)' does not exist; SwiftPM cannot build this package"))
            } else if !manager.fileExists(atPath: directory + "/" + FileDiscovery.manifestName) {
                missing.append(LoadDiagnostic(location: dependency.location,
                                              message: "local package '\(path)' has no Package.swift; SwiftPM cannot build this package"))
            }
        }
        return missing
    }
}
