import Foundation

/// Why a ``GraphFilter`` cannot be applied.
public enum GraphFilterError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// No node has this id or name; `suggestions` are the closest labels.
    case unknownNode(String, suggestions: [String])
    /// Several nodes answer to this name; `candidates` are their labels.
    case ambiguousNode(String, candidates: [String])
    /// No node has this feature; `suggestions` are the closest features.
    case unknownFeature(String, suggestions: [String])

    public var description: String {
        switch self {
        case .unknownNode(let name, let suggestions):
            "No node named '\(name)' in the graph.\(Self.hint(suggestions))"
        case .ambiguousNode(let name, let candidates):
            "'\(name)' matches several nodes: \(candidates.joined(separator: ", ")). Use a node id or the full label."
        case .unknownFeature(let name, let suggestions):
            "No feature named '\(name)' in the graph.\(Self.hint(suggestions))"
        }
    }

    public var errorDescription: String? { description }

    private static func hint(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : " Did you mean: \(suggestions.joined(separator: ", "))?"
    }
}
