import CleanArchModel

/// One entry `cleanarch manifests` derives for a target's `dependencies:`: a target of the same
/// package, or a product and the package that provides it.
struct ManifestDependency: Hashable, Sendable {
    /// The target or product name.
    let name: String
    /// The `package:` argument (a local package's directory name, a remote one's URL name);
    /// nil for a target of the same package.
    let package: String?

    /// `"Name"` or `.product(name: "Name", package: "package")`.
    var expression: String {
        guard let package else { return "\"\(name)\"" }
        return ".product(name: \"\(name)\", package: \"\(package)\")"
    }

    /// Whether an existing entry naming `name` in `package` (nil: by name only) is this one.
    func matches(name other: String, package otherPackage: String?) -> Bool {
        guard name == other else { return false }
        guard let otherPackage, let package else { return true }
        return package.lowercased() == otherPackage.lowercased()
    }
}

/// A package a manifest must declare for its targets' dependencies.
enum ManifestPackage: Hashable, Sendable {
    /// A workspace package, by its directory relative to the workspace root.
    case local(directory: String)
    /// A remote package, by identity (its URL's last component without `.git`, lower-cased).
    case remote(identity: String)

    /// SwiftPM's identity of the package.
    var identity: String {
        switch self {
        case .local(let directory): PackageDependency.Source.path(directory).identity
        case .remote(let identity): identity
        }
    }

    /// How a `package:` argument names a workspace package: its directory's name.
    static func reference(toPackageIn directory: String) -> String {
        PackageDependency.Source.path(directory).name
    }
}
