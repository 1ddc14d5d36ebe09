import CleanArchModel
import SwiftSyntax

/// Reads declarations (with their members) from a parsed file. Declarations inside
/// function bodies are not read; `#if` branches are all read.
struct DeclarationExtractor {
    /// How members of the enclosing declaration default their visibility.
    private struct Context {
        /// Members without an access modifier are public (a public protocol or extension).
        var membersArePublic = false
        /// Enum cases are public (a public enum).
        var casesArePublic = false
    }

    let locations: LocationMapper

    func declarations(in file: SourceFileSyntax) -> [Declaration] {
        Self.topLevel(file.statements).flatMap { declarations($0, in: Context()) }
    }

    private static func topLevel(_ items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard case .decl(let decl) = item.item else { return [] }
            guard let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .statements(let statements)? = clause.elements else { return [] }
                return topLevel(statements)
            }
        }
    }

    private static func members(_ items: MemberBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let decls)? = clause.elements else { return [] }
                return members(decls)
            }
        }
    }

    private func declarations(_ decl: DeclSyntax, in context: Context) -> [Declaration] {
        let isPublic = Self.isPublic(decl.asProtocol(WithModifiersSyntax.self)?.modifiers, default: context.membersArePublic)
        func make(_ kind: Declaration.Kind, _ name: String, inheritance: InheritanceClauseSyntax? = nil,
                  hasLogic: Bool = false, members: MemberBlockSyntax? = nil, memberContext: Context = Context()) -> Declaration {
            Declaration(
                kind: kind,
                name: name,
                inheritedTypes: Self.inheritedTypes(inheritance),
                isPublic: isPublic,
                hasLogic: hasLogic,
                members: members.map { Self.members($0.members).flatMap { declarations($0, in: memberContext) } } ?? [],
                location: locations.location(of: decl)
            )
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .protocolDecl(let node):
            return [make(.protocol, node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
                         memberContext: Context(membersArePublic: isPublic))]
        case .classDecl(let node):
            return [make(.class, node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)]
        case .structDecl(let node):
            return [make(.struct, node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)]
        case .actorDecl(let node):
            return [make(.actor, node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)]
        case .enumDecl(let node):
            return [make(.enum, node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock,
                         memberContext: Context(casesArePublic: isPublic))]
        case .extensionDecl(let node):
            return [make(.extension, node.extendedType.trimmedDescription, inheritance: node.inheritanceClause,
                         members: node.memberBlock, memberContext: Context(membersArePublic: isPublic))]
        case .typeAliasDecl(let node):
            return [make(.typealias, node.name.text)]
        case .associatedTypeDecl(let node):
            return [make(.associatedType, node.name.text, inheritance: node.inheritanceClause)]
        case .macroDecl(let node):
            return [make(.macro, node.name.text)]
        case .functionDecl(let node):
            return [make(.function, node.name.text, hasLogic: node.body != nil)]
        case .initializerDecl(let node):
            return [make(.initializer, "init", hasLogic: !Self.isMemberwise(node))]
        case .subscriptDecl(let node):
            return [make(.subscript, "subscript", hasLogic: Self.hasLogic(node.accessorBlock))]
        case .variableDecl(let node):
            return node.bindings.map { binding in
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? binding.pattern.trimmedDescription
                return make(.variable, name, hasLogic: Self.hasLogic(binding.accessorBlock))
            }
        case .enumCaseDecl(let node):
            return node.elements.map { element in
                Declaration(kind: .case, name: element.name.text, isPublic: context.casesArePublic,
                            location: locations.location(of: element))
            }
        default:
            return []
        }
    }

    /// `public`/`open` say yes, another access modifier (not `private(set)`) says no, else `defaultValue`.
    private static func isPublic(_ modifiers: DeclModifierListSyntax?, default defaultValue: Bool) -> Bool {
        var isExplicitlyNotPublic = false
        for modifier in modifiers ?? [] {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open):
                return true
            case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package):
                isExplicitlyNotPublic = isExplicitlyNotPublic || modifier.detail == nil
            default:
                break
            }
        }
        return isExplicitlyNotPublic ? false : defaultValue
    }

    /// As written and trimmed, with `A & B` split.
    private static func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [String] {
        func split(_ type: TypeSyntax) -> [String] {
            guard let composition = type.as(CompositionTypeSyntax.self) else { return [type.trimmedDescription] }
            return composition.elements.flatMap { split($0.type) }
        }
        return clause?.inheritedTypes.flatMap { split($0.type) } ?? []
    }

    /// A computed property, a property observer or an accessor with a body; not `{ get set }`.
    private static func hasLogic(_ accessors: AccessorBlockSyntax?) -> Bool {
        switch accessors?.accessors {
        case .getter?: true
        case .accessors(let list)?: list.contains { $0.body != nil }
        case nil: false
        }
    }

    /// No body, an empty one, or only `self.a = b` / `a = b` with `b` a parameter.
    private static func isMemberwise(_ initializer: InitializerDeclSyntax) -> Bool {
        guard let body = initializer.body else { return true }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        return body.statements.allSatisfy { item in
            guard case .expr(let expression) = item.item,
                  let sequence = expression.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3 else { return false }
            let parts = Array(sequence.elements)
            guard parts[1].is(AssignmentExprSyntax.self), isPropertyReference(parts[0]),
                  let value = parts[2].as(DeclReferenceExprSyntax.self) else { return false }
            return parameters.contains(value.baseName.text)
        }
    }

    /// `a` or `self.a`.
    private static func isPropertyReference(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.tokenKind == .keyword(.self)
    }
}
