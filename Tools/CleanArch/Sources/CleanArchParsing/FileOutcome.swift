import CleanArchModel

/// What reading one file yielded: its parsed content and the problems met.
struct FileOutcome: Sendable {
    enum Content: Sendable {
        case source(SourceFile)
        /// Nil when the manifest could not be read.
        case manifest(PackageManifest?)
    }

    var content: Content
    var diagnostics: [LoadDiagnostic]
}

extension FileOutcome: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let isSource: Bool = try reader.read()
        content = isSource ? .source(try reader.read()) : .manifest(try reader.read())
        diagnostics = try reader.read()
    }

    func write(to writer: inout BinaryWriter) {
        switch content {
        case .source(let file):
            writer.write(true)
            writer.write(file)
        case .manifest(let manifest):
            writer.write(false)
            writer.write(manifest)
        }
        writer.write(diagnostics)
    }
}
