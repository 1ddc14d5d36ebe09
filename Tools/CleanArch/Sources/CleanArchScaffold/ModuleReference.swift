/// A product some generated target depends on, and where its package lives.
struct ModuleReference: Hashable, Sendable {
    /// The product (and module) name.
    let product: String
    /// The package's name.
    let package: String
    /// The package directory, relative to the workspace root.
    let packageDirectory: String

    /// A product named like its package (every package of this workspace's layers).
    init(package: String, directory: String) {
        self.init(product: package, package: package, packageDirectory: directory)
    }

    init(product: String, package: String, packageDirectory: String) {
        self.product = product
        self.package = package
        self.packageDirectory = packageDirectory
    }

    /// The `{Product}TestDoubles` product of an API package (`cleanarch doubles` fills it).
    var testDoubles: ModuleReference {
        ModuleReference(product: "\(product)TestDoubles", package: package, packageDirectory: packageDirectory)
    }

    /// `.product(name: "X", package: "Y")`
    var productExpression: String {
        ".product(name: \"\(product)\", package: \"\(package)\")"
    }
}
