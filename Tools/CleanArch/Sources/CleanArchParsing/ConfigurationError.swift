import Foundation

/// `.cleanarch.yml` is invalid: bad YAML, an unknown key or a value of the wrong type.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The offending key, dotted (`rules.no-loose-sources.severity`, `exclude[1]`); empty for
    /// the whole document.
    public var keyPath: String
    /// What is wrong, e.g. "expected a list of strings".
    public var message: String
    /// The 1-based line in the file, when known.
    public var line: Int?
    /// The configuration file's path, when read from a file.
    public var file: String?

    /// An error at `keyPath`, with the line and file when known.
    public init(keyPath: String, message: String, line: Int? = nil, file: String? = nil) {
        self.keyPath = keyPath
        self.message = message
        self.line = line
        self.file = file
    }

    public var description: String {
        let name = file ?? ConfigurationLoader.fileName
        let place = line.map { "\(name):\($0)" } ?? name
        return keyPath.isEmpty ? "\(place): \(message)" : "\(place): `\(keyPath)`: \(message)"
    }

    public var errorDescription: String? { description }
}
