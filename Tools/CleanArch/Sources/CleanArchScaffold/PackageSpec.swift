import CleanArchModel

/// One package `cleanarch new` creates: its manifest's contents and its Swift files.
struct PackageSpec: Sendable {
    /// The package, library product and main target name, e.g. `CardsUseCaseAPI`.
    let name: String
    /// Relative to the workspace root.
    let directory: String
    /// API packages get a `{Name}TestDoubles` target; Impl packages a `{Name}Tests` target.
    let kind: Role.Kind
    /// What the main target depends on.
    let dependencies: [ModuleReference]
    /// What the companion target depends on besides the main target: everything the
    /// `{Name}Tests` target imports (Impl), or what the doubles import beyond the main target's
    /// dependencies (API).
    let testDependencies: [ModuleReference]
    /// Swift files by path relative to the package directory.
    let files: [String: String]

    /// `{Name}TestDoubles` for an API package, `{Name}Tests` for an Impl package.
    var companionTarget: String {
        kind == .api ? "\(name)TestDoubles" : "\(name)Tests"
    }

    /// The companion target's directory, relative to the package directory.
    var companionDirectory: String {
        "Tests/\(companionTarget)"
    }

    /// This package's product, for other targets to depend on.
    var reference: ModuleReference {
        ModuleReference(package: name, directory: directory)
    }

    /// The package's `Package.swift`, in the layout of the existing feature packages.
    var manifest: String {
        PackageManifestRenderer(spec: self).render()
    }
}

extension PackageSpec {
    /// `{component}API` in `directory/{component}API`: `sources`, by file name, under
    /// `Sources/{component}API/`, and the placeholder that keeps its TestDoubles target non-empty.
    /// The TestDoubles target depends on `dependencies` and `doublesDependencies`.
    static func api(component: String, in directory: String, dependencies: [ModuleReference],
                    doublesDependencies: [ModuleReference] = [], sources: [String: String]) -> PackageSpec {
        let name = "\(component)API"
        let doubles = TestDoublesPlaceholder.file(api: name)
        var files = Dictionary(uniqueKeysWithValues: sources.map { ("Sources/\(name)/\($0.key)", $0.value) })
        files[doubles.path] = doubles.contents
        return PackageSpec(name: name, directory: "\(directory)/\(name)", kind: .api, dependencies: dependencies,
                           testDependencies: doublesDependencies, files: files)
    }
}
