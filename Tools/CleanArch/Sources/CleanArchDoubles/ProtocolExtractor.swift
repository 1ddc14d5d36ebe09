import SwiftParser
import SwiftSyntax

/// Reads the top-level protocols of a Swift file with every requirement the generator needs.
struct ProtocolExtractor {
    /// Workspace-relative path of the file.
    let file: String
    /// The module the file belongs to.
    let module: String

    /// The protocols declared at the top level of `source`, in file order.
    func protocols(in source: String) -> [ProtocolShape] {
        let syntax = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: syntax)
        let declarations = syntax.statements.compactMap { item -> DeclSyntax? in
            guard case .decl(let decl) = item.item else { return nil }
            return decl
        }
        let imports = declarations.compactMap { $0.as(ImportDeclSyntax.self)?.path.first?.name.text }
        return declarations.compactMap { decl in
            decl.as(ProtocolDeclSyntax.self).map { shape(of: $0, imports: imports, converter: converter) }
        }
    }

    private func shape(of node: ProtocolDeclSyntax, imports: [String], converter: SourceLocationConverter) -> ProtocolShape {
        var shape = ProtocolShape(
            name: node.name.text,
            module: module,
            file: file,
            line: node.startLocation(converter: converter).line,
            imports: imports,
            globalActor: Self.globalActor(in: node.attributes),
            inherited: Self.inheritedNames(node.inheritanceClause),
            associatedTypes: [],
            members: [],
            unsupported: []
        )
        for item in node.memberBlock.members {
            read(item.decl, into: &shape)
        }
        return shape
    }

    private func read(_ written: DeclSyntax, into shape: inout ProtocolShape) {
        let rewriter = SelfTypeRewriter(viewMode: .sourceAccurate)
        let decl = rewriter.rewrite(written)
        if rewriter.mentionsBareSelf {
            shape.unsupported.append("requirements that use `Self` are not supported")
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .functionDecl(let node):
            let method = MemberReader.method(node)
            shape.members.append(.method(method))
            shape.unsupported += MemberReader.problems(of: method)
        case .variableDecl(let node):
            shape.members += MemberReader.properties(node).map(MemberShape.property)
        case .initializerDecl(let node):
            shape.members.append(.initializer(MemberReader.initializer(node)))
        case .associatedTypeDecl(let node):
            shape.associatedTypes.append(AssociatedTypeShape(
                name: node.name.text,
                constraint: node.inheritanceClause?.inheritedTypes.trimmedDescription,
                requirements: node.genericWhereClause?.requirements.trimmedDescription
            ))
        case .subscriptDecl:
            shape.unsupported.append("subscript requirements are not supported")
        case .ifConfigDecl:
            shape.unsupported.append("`#if` inside a protocol is not supported")
        default:
            break
        }
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
           modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) {
            shape.unsupported.append("`nonisolated` requirements are not supported")
        }
    }

    /// A global-actor attribute (`@MainActor`, `@SomethingActor`) without `@`.
    static func globalActor(in attributes: AttributeListSyntax) -> String? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .first { $0.hasSuffix("Actor") }
    }

    /// Inherited protocol names with module qualifiers dropped and `A & B` split.
    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        func split(_ type: TypeSyntax) -> [String] {
            if let composition = type.as(CompositionTypeSyntax.self) {
                return composition.elements.flatMap { split($0.type) }
            }
            if let member = type.as(MemberTypeSyntax.self) {
                return [member.name.text]
            }
            return [type.trimmedDescription]
        }
        return clause?.inheritedTypes.flatMap { split($0.type) } ?? []
    }
}
