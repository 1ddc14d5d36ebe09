import Foundation
import CleanArchModel
import SwiftSyntax

/// Finds `// cleanarch:ignore <rule-id> -- <reason>` comments.
public enum SuppressionScanner {
    static let marker = "cleanarch:ignore"

    /// The suppressions in `file`, parsed from `source`, for a reader outside the workspace loader
    /// (`cleanarch strings`); their locations name no file.
    public static func suppressions(in file: SourceFileSyntax, source: String) -> [Suppression] {
        suppressions(in: file, source: source, locations: LocationMapper(path: "", tree: file))
    }

    /// The suppressions in `file`; `source` is its text, checked first so files without the
    /// marker skip the token walk.
    static func suppressions(in file: SourceFileSyntax, source: String, locations: LocationMapper) -> [Suppression] {
        guard source.containsBytes(of: marker) else { return [] }
        var found: [Suppression] = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            scan(token.leadingTrivia, from: token.position, locations: locations, into: &found)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, locations: locations, into: &found)
        }
        return found
    }

    private static func scan(_ trivia: Trivia, from start: AbsolutePosition, locations: LocationMapper,
                             into found: inout [Suppression]) {
        var position = start
        for piece in trivia {
            defer { position += piece.sourceLength }
            let text: String
            switch piece {
            case .lineComment(let comment), .docLineComment(let comment): text = comment
            default: continue
            }
            if let (rule, reason) = parse(comment: text) {
                found.append(Suppression(rule: rule, reason: reason, location: locations.location(at: position)))
            }
        }
    }

    /// `rule` and `reason` of `// cleanarch:ignore rule -- reason`; the reason is nil when the
    /// `--` part is missing or empty. Nil for other comments and for a marker without a rule.
    static func parse(comment: String) -> (rule: String, reason: String?)? {
        let body = comment.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        let rest = body.dropFirst(marker.count)
        guard let first = rest.first, first == " " || first == "\t" else { return nil }
        let parts = rest.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        guard let rule = parts[0].split(whereSeparator: \.isWhitespace).first else { return nil }
        let reason = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        return (String(rule), reason.isEmpty ? nil : reason)
    }
}
