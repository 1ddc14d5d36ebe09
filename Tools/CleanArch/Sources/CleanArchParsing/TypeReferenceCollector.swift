import SwiftSyntax

/// Collects the type names a composition root mentions: type identifiers (not attributes), capitalised
/// references (`LoginUseCaseImpl()`, `X.self`) and dotted member types with their prefixes
/// (`A.B.C` gives `A`, `A.B` and `A.B.C`).
final class TypeReferenceCollector: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    static func names(in file: SourceFileSyntax) -> [String] {
        let collector = TypeReferenceCollector()
        collector.walk(file)
        return collector.names.sorted()
    }

    /// `@MainActor`, `@retroactive`: attributes name no registered type.
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.dottedName(of: TypeSyntax(node)) { names.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName, Self.isCapitalised(node.baseName.text) { names.insert(node.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.dottedName(of: ExprSyntax(node)) { names.insert(name) }
        return .visitChildren
    }

    private static func isCapitalised(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }

    /// `A.B` for a chain of capitalised names, else nil.
    private static func dottedName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return isCapitalised(reference.baseName.text) ? reference.baseName.text : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              isCapitalised(member.declName.baseName.text),
              let prefix = dottedName(of: base) else { return nil }
        return prefix + "." + member.declName.baseName.text
    }

    /// `A.B` for a member type chain without generic arguments, else nil.
    private static func dottedName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        guard let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
              let prefix = dottedName(of: member.baseType) else { return nil }
        return prefix + "." + member.name.text
    }
}
