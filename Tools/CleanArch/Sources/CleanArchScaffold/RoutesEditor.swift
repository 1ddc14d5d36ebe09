import SwiftParser
import SwiftSyntax

/// Adds a pushed screen to a coordinator's routes enum through its syntax tree: a
/// `case route(AnyView)` after the last case, the route among the `.push` routes of
/// `presentationStyle`, and its view among those `body` returns. Everything else is kept byte
/// for byte; a route the enum has already is left alone.
struct RoutesEditor {
    private(set) var source: String

    init(source: String) {
        self.source = source
    }

    /// Adds `route` (`requestMoneyScreen`) to the enum `enumName`, documented by `summary`.
    mutating func addPushedRoute(_ route: String, to enumName: String, summary: String) throws {
        let tree = Parser.parse(source: source)
        guard let routes = tree.statements.compactMap({ $0.item.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == enumName }) else {
            throw ScaffoldError.workspace("no `enum \(enumName)` to add the route to")
        }
        let cases = routes.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
        guard !cases.flatMap(\.elements).contains(where: { $0.name.text == route }) else { return }
        guard let lastCase = cases.last,
              let pushed = Self.switchCases(in: routes, property: "presentationStyle").first(where: { $0.statements.trimmedDescription == ".push" }),
              let viewing = Self.switchCases(in: routes, property: "body").first(where: { $0.label.trimmedDescription.contains("(let view)") })
        else {
            throw ScaffoldError.workspace("`\(enumName)` is not shaped as a coordinator's routes (cases of `AnyView`, `.push` in `presentationStyle`, `(let view)` in `body`)")
        }
        let indent = String(repeating: " ", count: TriviaStyle.indentation(of: lastCase.leadingTrivia))
        source = TextEdit.apply([
            TextEdit(at: lastCase.endPositionBeforeTrailingTrivia, text: "\n\(indent)/// \(summary)\n\(indent)case \(route)(AnyView)"),
            TextEdit(at: Self.endOfItems(pushed), text: ", .\(route)"),
            TextEdit(at: Self.endOfItems(viewing), text: ", .\(route)(let view)"),
        ], to: source)
    }

    /// The cases of the switches in the computed property `property`.
    private static func switchCases(in routes: EnumDeclSyntax, property: String) -> [SwitchCaseSyntax] {
        let variable = routes.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { variable in
            variable.bindings.contains { $0.pattern.trimmedDescription == property }
        }
        guard let variable else { return [] }
        return variable.tokens(viewMode: .sourceAccurate).compactMap { token in
            token.tokenKind == .keyword(.case) ? token.parent?.parent?.as(SwitchCaseSyntax.self) : nil
        }
    }

    /// Where the last pattern of a `case` label ends.
    private static func endOfItems(_ switchCase: SwitchCaseSyntax) -> AbsolutePosition {
        switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.endPositionBeforeTrailingTrivia ?? switchCase.label.endPositionBeforeTrailingTrivia
    }
}

private extension TextEdit {
    /// Inserts `text` at `position`.
    init(at position: AbsolutePosition, text: String) {
        self.init(range: position.utf8Offset..<position.utf8Offset, text: text)
    }
}
