/// Why `cleanarch new` refused or failed; the message says what to do instead.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// A name is not a valid UpperCamelCase Swift identifier.
    case invalidName(String)
    /// A package directory, package, module or type with a planned name already exists.
    case alreadyExists([String])
    /// The component needs a feature and none was given.
    case missingFeature(ComponentKind)
    /// The component needs another component the feature does not have (or has several of).
    case missingComponent(String)
    /// Something the wiring edits need is not in the workspace.
    case workspace(String)
    /// Writing the files failed; everything written was removed again.
    case writeFailed(String)

    public var description: String {
        switch self {
        case .invalidName(let problem):
            "invalid name: \(problem)"
        case .alreadyExists(let names):
            "already in the workspace, choose another name:\n" + names.map { "  - \($0)" }.joined(separator: "\n")
        case .missingFeature(let kind):
            "a \(kind.rawValue) belongs to a feature: pass --feature <Feature>"
        case .missingComponent(let message), .workspace(let message):
            message
        case .writeFailed(let message):
            "writing failed, nothing was changed: \(message)"
        }
    }
}
