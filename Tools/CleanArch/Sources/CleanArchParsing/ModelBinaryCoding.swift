import CleanArchModel

// The load cache's encoding of the model values it stores. Fields are written and read in
// declaration order; changing them requires bumping `ParseCache.formatVersion`.

extension SourceLocation: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(file: try reader.read(), line: try reader.read(), column: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }
}

extension LoadDiagnostic: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let location: SourceLocation = try reader.read()
        let message: String = try reader.read()
        let isNote: Bool = try reader.read()
        self.init(location: location, message: message, severity: isNote ? .note : .warning)
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(location)
        writer.write(message)
        writer.write(severity == .note)
    }
}

extension ImportDeclaration: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(module: try reader.read(), isTestable: try reader.read(), location: try reader.read())
        requiredCondition = try reader.read()
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(module)
        writer.write(isTestable)
        writer.write(location)
        writer.write(requiredCondition)
    }
}

extension Declaration.Kind: BinaryCodable {}

extension Declaration: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(kind: try reader.read(), name: try reader.read(), inheritedTypes: try reader.read(),
                  isPublic: try reader.read(), hasLogic: try reader.read(), members: try reader.read(),
                  location: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(inheritedTypes)
        writer.write(isPublic)
        writer.write(hasLogic)
        writer.write(members)
        writer.write(location)
    }
}

extension Suppression: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(rule: try reader.read(), reason: try reader.read(), location: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(rule)
        writer.write(reason)
        writer.write(location)
    }
}

extension SourceFile: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(path: try reader.read(), imports: try reader.read(), declarations: try reader.read(),
                  suppressions: try reader.read(), isCompositionRoot: try reader.read(),
                  referencedTypeNames: try reader.read(), modulesUsedWithoutImport: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(imports)
        writer.write(declarations)
        writer.write(suppressions)
        writer.write(isCompositionRoot)
        writer.write(referencedTypeNames)
        writer.write(modulesUsedWithoutImport)
    }
}

extension PackageDependency: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let isPath: Bool = try reader.read()
        let value: String = try reader.read()
        self.init(source: isPath ? .path(value) : .url(value), explicitName: try reader.read(), location: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        switch source {
        case .path(let path):
            writer.write(true)
            writer.write(path)
        case .url(let url):
            writer.write(false)
            writer.write(url)
        }
        writer.write(explicitName)
        writer.write(location)
    }
}

extension ManifestProduct.Kind: BinaryCodable {}

extension ManifestProduct: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(name: try reader.read(), kind: try reader.read(), targets: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(targets)
    }
}

extension TargetDependency: BinaryCodable {
    /// 0: by name, 1: target, 2: product (then its package).
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let tag: Int = try reader.read()
        let name: String = try reader.read()
        let reference: Reference
        switch tag {
        case 0: reference = .byName(name)
        case 1: reference = .target(name)
        case 2: reference = .product(name: name, package: try reader.read())
        default: throw BinaryReader.Failure()
        }
        self.init(reference: reference, location: try reader.read())
        moduleAliases = try reader.read()
    }

    func write(to writer: inout BinaryWriter) {
        switch reference {
        case .byName(let name):
            writer.write(0)
            writer.write(name)
        case .target(let name):
            writer.write(1)
            writer.write(name)
        case .product(let name, let package):
            writer.write(2)
            writer.write(name)
            writer.write(package)
        }
        writer.write(location)
        writer.write(moduleAliases)
    }
}

extension ManifestTarget.Kind: BinaryCodable {}

extension ManifestTarget: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(name: try reader.read(), kind: try reader.read(), path: try reader.read(), exclude: try reader.read(),
                  dependencies: try reader.read(), location: try reader.read())
        hasPartialDependencies = try reader.read()
        resources = try reader.read()
        plugins = try reader.read()
        importAliases = try reader.read()
        definedConditions = try reader.read()
        swiftLanguageMode = try reader.read()
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind)
        writer.write(path)
        writer.write(exclude)
        writer.write(dependencies)
        writer.write(location)
        writer.write(hasPartialDependencies)
        writer.write(resources)
        writer.write(plugins)
        writer.write(importAliases)
        writer.write(definedConditions)
        writer.write(swiftLanguageMode)
    }
}

extension PackageManifest: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(name: try reader.read(), path: try reader.read(), dependencies: try reader.read(),
                  products: try reader.read(), targets: try reader.read(), location: try reader.read(),
                  alternativeTargets: try reader.read())
        isPartial = try reader.read()
        enabledTraits = try reader.read()
        readsFileSystem = try reader.read()
        swiftLanguageMode = try reader.read()
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(path)
        writer.write(dependencies)
        writer.write(products)
        writer.write(targets)
        writer.write(location)
        writer.write(alternativeTargets)
        writer.write(isPartial)
        writer.write(enabledTraits)
        writer.write(readsFileSystem)
        writer.write(swiftLanguageMode)
    }
}
