import CleanArchModel
import CleanArchParsing
import SwiftParser
import SwiftSyntax

/// Finds text for people written as a string literal in code that shows text (rule
/// `strings-literal`): such text cannot be translated, so it belongs in the target's catalog.
///
/// A literal is text for people when it is the text argument of a view that shows it (`Text`,
/// `Button`, `Toggle`, `ProgressView`, `TextField`, `SecureField`, `Label`, `Link`, or a
/// `KeyHint`'s words) and holds a word, or when it holds a phrase anywhere (two words of letters
/// with a space between), a property wrapper's `help:` included. Key names (`Enter`, `Esc`,
/// `Ctrl-C`…), URLs, and the arguments of logging, `debugPrint`, assertions and `@available` are not; a line marked `// cleanarch:ignore strings-literal
/// -- <why>` (or the line above it) is skipped.
public enum LiteralScanner {
    /// One literal found: where it is, and its text (interpolations left out).
    public struct Finding: Equatable, Sendable {
        public let line: Int
        public let column: Int
        public let text: String
    }

    /// The literals of `source` that are text for people and are not marked as an exception.
    public static func findings(in source: String) -> [Finding] {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: "", tree: tree))
        visitor.walk(tree)
        // Silenced as `cleanarch check` silences: on its line or the line above, with a reason.
        let silenced = Set(SuppressionScanner.suppressions(in: tree, source: source)
            .filter { $0.rule == StringsRules.literal.id && $0.reason != nil }
            .map(\.location.line))
        return visitor.found.filter { !silenced.contains($0.line) && !silenced.contains($0.line - 1) }
    }

    /// Whether `source` imports a framework that draws text for people.
    public static func showsText(_ source: String) -> Bool {
        Parser.parse(source: source).statements.contains { item in
            item.item.as(ImportDeclSyntax.self).map { uiModules.contains($0.path.first?.name.text ?? "") } ?? false
        }
    }

    static let uiModules: Set<String> = ["TerminalUI", "SwiftUI", "UIKit", "AppKit"]

    /// Views whose first unlabelled argument is text they show.
    static let textViews: Set<String> = ["Text", "Button", "Toggle", "ProgressView", "TextField", "SecureField", "Label", "Link"]
    /// Calls whose text is for logs, developers or tests, never shown.
    static let quietCalls: Set<String> = [
        "debugPrint", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
        "trace", "debug", "info", "notice", "warning", "error", "critical", "log", "Logger", "URL", "XCTFail",
    ]
    /// Words that name keys, which a footer shows as they are printed on the keyboard.
    static let keyNames: Set<String> = [
        "Enter", "Esc", "Escape", "Tab", "Space", "Backspace", "Delete", "Del", "Ctrl", "Shift", "Alt", "Option",
        "Cmd", "PgUp", "PgDn", "Home", "End", "Up", "Down", "Left", "Right", "Return",
    ]

    /// The words of `text` that are not key names: runs of two or more letters.
    static func words(of text: String) -> [Substring] {
        text.split { !$0.isLetter }.filter { $0.count >= 2 && !keyNames.contains(String($0)) }
    }

    /// Whether two of those words stand with a space between them, as in a phrase.
    static func isPhrase(_ text: String) -> Bool {
        let pieces = text.split(whereSeparator: \.isWhitespace)
        return zip(pieces, pieces.dropFirst()).contains { !words(of: String($0)).isEmpty && !words(of: String($1)).isEmpty }
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [Finding] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
            let isURL = text.contains("://") && !text.contains(where: \.isWhitespace)
            guard !isURL, !isQuiet(node), !LiteralScanner.words(of: text).isEmpty,
                  isShownText(node) || LiteralScanner.isPhrase(text) else { return .visitChildren }
            let location = node.startLocation(converter: converter)
            found.append(Finding(line: location.line, column: location.column, text: text))
            return .visitChildren
        }

        /// Whether `node` is an argument of a logging, printing or asserting call, or of an
        /// `@available` message.
        private func isQuiet(_ node: some SyntaxProtocol) -> Bool {
            var parent = node.parent
            while let current = parent {
                if let attribute = current.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available" { return true }
                if let call = current.as(FunctionCallExprSyntax.self), let name = Self.name(of: call), LiteralScanner.quietCalls.contains(name) {
                    return true
                }
                parent = current.parent
            }
            return false
        }

        /// Whether `node` is the text a view shows: the first unlabelled argument of a text view, or
        /// any argument after a `KeyHint`'s key.
        private func isShownText(_ node: StringLiteralExprSyntax) -> Bool {
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let name = Self.name(of: call) else { return false }
            let position = call.arguments.firstIndex { $0.id == argument.id }.map { call.arguments.distance(from: call.arguments.startIndex, to: $0) }
            if name == "KeyHint" { return position != 0 }
            return LiteralScanner.textViews.contains(name) && argument.label == nil && position == 0
        }

        /// The called function's name: `Text` in `Text(…)`, `info` in `logger.info(…)`.
        private static func name(of call: FunctionCallExprSyntax) -> String? {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return nil
        }
    }
}
