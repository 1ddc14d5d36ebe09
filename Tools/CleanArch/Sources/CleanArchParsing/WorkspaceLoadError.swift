import Foundation

/// Why a workspace could not be loaded at all.
public enum WorkspaceLoadError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The root path does not exist.
    case notFound(String)
    /// The root path exists but is not a directory.
    case notADirectory(String)

    public var description: String {
        switch self {
        case .notFound(let path): "workspace root not found: \(path)"
        case .notADirectory(let path): "workspace root is not a directory: \(path)"
        }
    }

    public var errorDescription: String? { description }
}
