import Foundation
import SwiftSyntax

/// Reads the layout conventions of existing code from its trivia, so insertions match it.
enum TriviaStyle {
    /// The indentation of the last line in `trivia`: the spaces after its last newline.
    static func indentation(of trivia: Trivia) -> Int {
        var spaces = 0
        for piece in trivia {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: spaces = 0
            case .spaces(let count): spaces += count
            case .tabs(let count): spaces += count * 4
            default: break
            }
        }
        return spaces
    }

    /// The text of the last `//` comment in `trivia`, without the slashes.
    static func lineComment(in trivia: Trivia) -> String? {
        trivia.reversed().lazy.compactMap { piece -> String? in
            guard case .lineComment(let text) = piece else { return nil }
            return String(text.dropFirst(2)).trimmingCharacters(in: .whitespaces)
        }.first
    }

    /// A new line at `indent`, preceded by `blankLines` empty lines and, if given, a comment line.
    static func line(indent: Int, blankLines: Int = 0, comment: String? = nil) -> Trivia {
        var pieces: [TriviaPiece] = [.newlines(blankLines + 1), .spaces(indent)]
        if let comment {
            pieces += [.lineComment("// \(comment)"), .newlines(1), .spaces(indent)]
        }
        return Trivia(pieces: pieces)
    }

    /// `text`'s lines after the first, shifted right by `indent` spaces.
    static func indentingContinuationLines(_ text: String, by indent: Int) -> String {
        let padding = String(repeating: " ", count: indent)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : padding + $0.element }
            .joined(separator: "\n")
    }
}
