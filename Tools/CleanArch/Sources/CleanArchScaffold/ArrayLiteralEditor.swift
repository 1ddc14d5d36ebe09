import SwiftParser
import SwiftSyntax

/// Inserts elements into a multi-line array literal in its own style: the elements'
/// indentation, trailing commas and `// Group` comments.
struct ArrayLiteralEditor {
    let array: ArrayExprSyntax

    /// The elements' expressions, trimmed.
    var elementTexts: [String] {
        array.elements.map(\.expression.trimmedDescription)
    }

    /// For each element, the `//` comment heading its group (the nearest one at or above it).
    var groupComments: [String?] {
        var current: String?
        return array.elements.map { element in
            current = TriviaStyle.lineComment(in: element.leadingTrivia) ?? current
            return current
        }
    }

    /// Inserts `expressions` (each possibly multi-line, indented relative to its first line)
    /// after the element at `index`, or at the end when `index` is nil; a `comment` line opens a
    /// new group before them.
    func inserting(_ expressions: [String], after index: Int?, comment: String? = nil) throws -> ArrayExprSyntax {
        var elements = Array(array.elements)
        guard let last = elements.last else {
            throw ScaffoldError.workspace("cannot add to the empty array at line \(array.trimmedDescription.prefix(40))")
        }
        let indent = TriviaStyle.indentation(of: last.leadingTrivia)
        let position = index.map { $0 + 1 } ?? elements.count
        let usesTrailingCommas = last.trailingComma != nil
        let previous = position - 1
        if elements[previous].trailingComma == nil {
            // A comment after the element moves behind the new comma.
            let trailing = elements[previous].expression.trailingTrivia
            elements[previous].expression.trailingTrivia = []
            elements[previous].trailingComma = .commaToken(trailingTrivia: trailing)
        }
        let newElements = expressions.enumerated().map { offset, text in
            var parser = Parser(TriviaStyle.indentingContinuationLines(text, by: indent))
            let expression = ExprSyntax.parse(from: &parser).trimmed
            let isLast = position == elements.count && offset == expressions.count - 1
            return ArrayElementSyntax(
                leadingTrivia: TriviaStyle.line(indent: indent, blankLines: offset == 0 && comment != nil ? 1 : 0, comment: offset == 0 ? comment : nil),
                expression: expression,
                trailingComma: isLast && !usesTrailingCommas ? nil : .commaToken()
            )
        }
        elements.insert(contentsOf: newElements, at: position)
        return array.with(\.elements, ArrayElementListSyntax(elements))
    }
}
