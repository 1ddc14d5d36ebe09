import SwiftParser
import SwiftSyntax

/// Reads the public top-level protocols of a Swift file with every requirement the generator
/// needs. Protocols a double in another module could not conform to (`internal`, `private`) are
/// left alone; those it cannot reach (nested in a type, inside `#if`) are named in `skipped`.
struct ProtocolExtractor {
    /// What one file yields.
    struct Extraction {
        var shapes: [ProtocolShape] = []
        /// Public protocols without a double, with why.
        var skipped: [DoublesDiagnostic] = []
    }

    /// Workspace-relative path of the file.
    let file: String
    /// The module the file belongs to.
    let module: String

    /// The public top-level protocols of `source`, and the public ones it cannot double.
    func extract(from source: String) -> Extraction {
        let syntax = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: syntax)
        let declarations = syntax.statements.compactMap { item -> DeclSyntax? in
            guard case .decl(let decl) = item.item else { return nil }
            return decl
        }
        let imports = declarations.compactMap { $0.as(ImportDeclSyntax.self)?.path.first?.name.text }
        var extraction = Extraction()
        for decl in declarations {
            if let node = decl.as(ProtocolDeclSyntax.self) {
                if Self.isPublic(node.modifiers) { extraction.shapes.append(shape(of: node, imports: imports, converter: converter)) }
            } else if let node = decl.as(IfConfigDeclSyntax.self) {
                skip(in: Syntax(node), reason: "it is inside `#if`", converter: converter, into: &extraction)
            } else {
                skip(in: Syntax(decl), reason: "it is nested in a type", converter: converter, into: &extraction)
            }
        }
        return extraction
    }

    /// Names each public protocol under `node` as skipped for `reason`.
    private func skip(in node: Syntax, reason: String, converter: SourceLocationConverter, into extraction: inout Extraction) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let inner = child.as(ProtocolDeclSyntax.self) {
                guard Self.isPublic(inner.modifiers) else { continue }
                extraction.skipped.append(DoublesDiagnostic(
                    file: file, line: inner.startLocation(converter: converter).line, severity: .warning,
                    message: "no double generated for `\(inner.name.text)`: \(reason); declare it at the top level of its file "
                        + "or write its double by hand"
                ))
            } else if !child.is(CodeBlockSyntax.self), !child.is(ClosureExprSyntax.self) {
                skip(in: child, reason: reason, converter: converter, into: &extraction)
            }
        }
    }

    /// `public` or `open`: visible to the TestDoubles module.
    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
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
