import SwiftSyntax

/// The properties a statement changes: the last name on the left of each `=`, `+=` or `-=`, and
/// of the receiver of each `append`, `insert` or `remove…` (`target.swiftSettings = …` →
/// `swiftSettings`), variables declared inside the statement excepted. A statement that only
/// changes settings can be skipped without a word.
final class ChangedPropertyCollector: SyntaxVisitor {
    private var properties: Set<String> = []
    private var locals: Set<String> = []

    static func properties(in node: some SyntaxProtocol) -> Set<String> {
        let collector = ChangedPropertyCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.properties.subtracting(collector.locals)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        locals.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        if node.operator.is(AssignmentExprSyntax.self) || name == "+=" || name == "-=" {
            insert(node.leftOperand)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["append", "insert"].contains(member.declName.baseName.text) || member.declName.baseName.text.hasPrefix("remove") {
            insert(base)
        }
        return .visitChildren
    }

    private func insert(_ expression: ExprSyntax) {
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            insert(optional.expression)
        } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            insert(forced.expression)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            properties.insert(member.declName.baseName.text)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            properties.insert(reference.baseName.text)
        }
    }
}
