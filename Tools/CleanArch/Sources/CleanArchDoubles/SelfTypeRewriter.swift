import SwiftSyntax

/// Rewrites `Self.Element` in a requirement to `Element`, which names the double's generic
/// parameter for an associated type, and notes a bare `Self`, which a double cannot spell.
final class SelfTypeRewriter: SyntaxRewriter {
    /// A bare `Self` (not `Self.Member`) was met.
    private(set) var mentionsBareSelf = false

    /// `decl` with `Self.` prefixes removed; untouched when it never says `Self`.
    func rewrite(_ decl: DeclSyntax) -> DeclSyntax {
        guard decl.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.Self) }) else {
            return decl
        }
        return rewrite(Syntax(decl)).cast(DeclSyntax.self)
    }

    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.tokenKind == .keyword(.Self) else {
            return super.visit(node)
        }
        let member = IdentifierTypeSyntax(name: node.name, genericArgumentClause: node.genericArgumentClause)
        return super.visit(member.with(\.leadingTrivia, node.leadingTrivia))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        if node.name.tokenKind == .keyword(.Self) { mentionsBareSelf = true }
        return super.visit(node)
    }
}
