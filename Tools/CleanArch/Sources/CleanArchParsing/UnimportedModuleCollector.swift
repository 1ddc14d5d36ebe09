import SwiftSyntax

/// Finds the modules a file uses without importing them: the `module:` of `#externalMacro`
/// (a macro's implementation) and the `named:` of a plugin's `tool(named:)` (an executable it runs).
final class UnimportedModuleCollector: SyntaxVisitor {
    private var names: Set<String> = []

    /// The names, sorted.
    static func names(in tree: some SyntaxProtocol) -> [String] {
        let collector = UnimportedModuleCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names.sorted()
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "externalMacro" { collect("module", in: node.arguments) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "tool" {
            collect("named", in: node.arguments)
        }
        return .visitChildren
    }

    private func collect(_ label: String, in arguments: LabeledExprListSyntax) {
        guard let literal = arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self),
              let name = literal.representedLiteralValue else { return }
        names.insert(name)
    }
}
