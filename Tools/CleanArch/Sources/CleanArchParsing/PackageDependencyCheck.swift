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
    let resolved: ResolvedPackages
    /// The workspace-relative directories known to hold a `Package.swift`: not asked of the disk again.
    let packageDirectories: Set<String>

    func diagnostics(for manifests: [PackageManifest]) -> [LoadDiagnostic] {
        // Each manifest is checked on its own, on all cores; a package without a checkout is noted
        // once, at its first mention.
        var diagnostics: [LoadDiagnostic] = []
        var unresolved: Set<String> = []
        for found in Parallel.map(manifests, problems(of:)) {
            diagnostics += found.missing
            for (identity, location) in found.unresolved where unresolved.insert(identity).inserted {
                diagnostics.append(LoadDiagnostic(
                    location: location,
                    message: "the modules of '\(identity)' are unknown: it has no checkout in "
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

    /// One manifest's missing local packages, and its external packages without a checkout.
    private func problems(of manifest: PackageManifest) -> (missing: [LoadDiagnostic], unresolved: [(String, SourceLocation)]) {
        var missing: [LoadDiagnostic] = []
        var unresolved: [(String, SourceLocation)] = []
        let manager = FileManager.default
        for dependency in manifest.dependencies {
            switch dependency.source {
            case .path(let path):
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
            case .url:
                let identity = dependency.identity
                if resolved.manifest(named: identity) == nil { unresolved.append((identity, dependency.location)) }
            }
        }
        return (missing, unresolved)
    }
}
