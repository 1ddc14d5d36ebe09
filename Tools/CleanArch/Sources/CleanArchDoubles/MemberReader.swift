import SwiftSyntax

/// Turns requirement syntax into the generator's shapes.
enum MemberReader {
    static func method(_ node: FunctionDeclSyntax) -> MethodShape {
        let effects = node.signature.effectSpecifiers
        let written = node.signature.returnClause?.type
        let sending = written?.as(AttributedTypeSyntax.self).flatMap { attributed in
            attributed.specifiers.contains { $0.trimmedDescription == "sending" }
                ? (attributed.attributes.map(\.trimmedDescription) + [attributed.baseType.trimmedDescription]).joined(separator: " ")
                : nil
        }
        let returnType = sending ?? written?.trimmedDescription
        return MethodShape(
            name: node.name.text,
            genericClause: node.genericParameterClause?.trimmedDescription,
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            whereClause: node.genericWhereClause?.trimmedDescription,
            parameters: parameters(node.signature.parameterClause.parameters),
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause),
            returnType: returnType.flatMap { ["Void", "()"].contains($0) ? nil : $0 },
            isStatic: isStatic(node.modifiers),
            attributes: node.attributes.compactMap { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return nil }
                let name = attribute.attributeName.trimmedDescription
                guard name == "discardableResult" || name.hasSuffix("Actor") else { return nil }
                return attribute.trimmedDescription
            },
            globalActor: ProtocolExtractor.globalActor(in: node.attributes),
            isSendingResult: sending != nil
        )
    }

    /// What the generator cannot implement in `method`.
    static func problems(of method: MethodShape) -> [String] {
        let generics = Set(method.genericParameters)
        var problems: [String] = []
        if method.returnType?.hasPrefix("some ") == true {
            problems.append("`\(method.selector)` returns an opaque type")
        }
        if case .typed(let error) = method.throwsClause, TypeSpelling.mentions(generics, in: error) {
            problems.append("`\(method.selector)` throws a generic error type")
        }
        if method.parameters.contains(where: { $0.isInout && TypeSpelling.mentions(generics, in: $0.baseType) }) {
            problems.append("`\(method.selector)` has a generic `inout` parameter")
        }
        return problems
    }

    static func properties(_ node: VariableDeclSyntax) -> [PropertyShape] {
        node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
            var shape = PropertyShape(name: name, type: type, isStatic: isStatic(node.modifiers), isSettable: false,
                                      isAsync: false, throwsClause: .none,
                                      globalActor: ProtocolExtractor.globalActor(in: node.attributes))
            if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
                for accessor in accessors {
                    switch accessor.accessorSpecifier.tokenKind {
                    case .keyword(.set):
                        shape.isSettable = true
                    case .keyword(.get):
                        shape.isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                        shape.throwsClause = throwsClause(accessor.effectSpecifiers?.throwsClause)
                    default:
                        break
                    }
                }
            }
            return shape
        }
    }

    static func initializer(_ node: InitializerDeclSyntax) -> InitializerShape {
        let effects = node.signature.effectSpecifiers
        return InitializerShape(
            parameters: parameters(node.signature.parameterClause.parameters),
            isFailable: node.optionalMark != nil,
            isAsync: effects?.asyncSpecifier != nil,
            throwsClause: throwsClause(effects?.throwsClause)
        )
    }

    private static func parameters(_ list: FunctionParameterListSyntax) -> [ParameterShape] {
        list.enumerated().map { index, parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let written = parameter.secondName ?? parameter.firstName
            let name = written.tokenKind == .wildcard ? "arg\(index)" : written.text
            let base = baseType(of: parameter.type)
            return ParameterShape(
                label: label,
                name: name,
                declaredType: parameter.type.trimmedDescription,
                baseType: base.type,
                isInout: base.isInout,
                isVariadic: parameter.ellipsis != nil,
                isNonEscapingFunction: base.isNonEscapingFunction,
                isNoImplicitCopy: base.isNoImplicitCopy
            )
        }
    }

    /// The type without specifiers and `@escaping`/`@autoclosure`, other attributes kept.
    private static func baseType(of type: TypeSyntax)
        -> (type: String, isInout: Bool, isNonEscapingFunction: Bool, isNoImplicitCopy: Bool) {
        guard let attributed = type.as(AttributedTypeSyntax.self) else {
            return (type.trimmedDescription, false, type.is(FunctionTypeSyntax.self), false)
        }
        let specifiers = Set(attributed.specifiers.map(\.trimmedDescription))
        let isInout = specifiers.contains("inout")
        let names = attributed.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        let kept = attributed.attributes.filter { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return true }
            return name != "escaping" && name != "autoclosure"
        }
        let text = (kept.map(\.trimmedDescription) + [attributed.baseType.trimmedDescription]).joined(separator: " ")
        let isFunction = attributed.baseType.is(FunctionTypeSyntax.self)
        return (text, isInout, isFunction && !names.contains("escaping"),
                !specifiers.isDisjoint(with: ["borrowing", "consuming"]))
    }

    private static func throwsClause(_ clause: ThrowsClauseSyntax?) -> ThrowsClause {
        guard let clause, clause.throwsSpecifier.tokenKind == .keyword(.throws) else { return .none }
        guard let type = clause.type?.trimmedDescription, type != "any Error", type != "Error" else { return .untyped }
        return .typed(type)
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
