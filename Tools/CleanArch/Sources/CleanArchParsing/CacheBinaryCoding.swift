// The load cache's encoding of its own values. Fields are written and read in declaration
// order; changing them requires bumping `LoadCache.formatVersion`.

extension FileSystem.Fingerprint: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(size: try reader.read(), inode: try reader.read(),
                  modified: Int64(bitPattern: try reader.read()), changed: Int64(bitPattern: try reader.read()))
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(size)
        writer.write(inode)
        writer.write(UInt64(bitPattern: modified))
        writer.write(UInt64(bitPattern: changed))
    }
}

extension FileSystem.DirectoryEntry: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        let name: String = try reader.read()
        guard let kind = Kind(rawValue: try reader.read()) else { throw BinaryReader.Failure() }
        self.init(name: name, kind: kind)
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(kind.rawValue)
    }
}

extension DirectorySnapshot: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(fingerprint: try reader.read(), entries: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(fingerprint)
        writer.write(entries)
    }
}

extension LoadCache.Entry: BinaryCodable {
    init(from reader: inout BinaryReader) throws(BinaryReader.Failure) {
        self.init(hash: try reader.read(), fingerprint: try reader.read(), outcome: try reader.read())
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(hash)
        writer.write(fingerprint)
        writer.write(outcome)
    }
}
