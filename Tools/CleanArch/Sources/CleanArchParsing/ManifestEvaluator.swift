import CleanArchModel
import SwiftSyntax

/// Evaluates manifest expressions statically, as far as `cleanarch` needs: literals, arrays,
/// operators, `?:`, `let`/`var` bindings, helper functions and closures of the same file (their
/// statements run by `ManifestInterpreter`), `map`/`flatMap`/`compactMap`/`filter`, and the
/// process environment, in which no variable is set. Anything else is skipped with a warning,
/// and what depends on it is missing; each assumption is a note.
final class ManifestEvaluator {
    private static let maximumDepth = 64

    private let locations: LocationMapper
    /// The file's top-level functions, by name.
    let functions: [String: FunctionDeclSyntax]
    /// The file's top-level computed variables (`var isCI: Bool { … }`), by name: like functions,
    /// usable anywhere in the file.
    private let computed: [String: CodeBlockItemListSyntax]
    /// `static func`s of the file's extensions of PackageDescription types (`extension
    /// Target.Dependency { static func … }`), every overload, called as `.name(…)` or `Type.name(…)`.
    let staticFunctions: [String: [FunctionDeclSyntax]]
    /// `static var name: T { … }` of the file's extensions, read as `.name` or `Type.name`.
    let staticComputed: [String: CodeBlockItemListSyntax]
    /// The top-level bindings as the top-level statements left them.
    var globals: [String: ManifestScope.Binding] = [:]
    private var depth = 0
    private(set) var diagnostics: [LoadDiagnostic] = []
    /// How many warnings so far: a growing count tells what was read in part.
    var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    private var noted: Set<String> = []
    /// The package's directory on disk, absolute, when known: `FileManager.default.fileExists(atPath:)`
    /// is answered against it.
    var packageDirectory: String?
    /// Whether a file-existence check was answered from the disk.
    var readFileSystem = false
    /// What `#if` is evaluated against.
    var buildConfiguration = HostBuildConfiguration(languageMode: 6)
    /// The helper functions being run: one calling itself is not followed.
    var running: Set<String> = []
    /// While above zero, branches not taken are being explored: nothing is diagnosed.
    var muted = 0
    /// What branches not taken add (`.target(…)` among them), read as `alternativeTargets`.
    var alternatives: [ManifestElement] = []

    /// Reads the file's top-level functions and computed variables, and the static ones of its
    /// extensions; `ManifestInterpreter` fills `globals`.
    init(file: SourceFileSyntax, locations: LocationMapper) {
        self.locations = locations
        var functions: [String: FunctionDeclSyntax] = [:]
        var computed: [String: CodeBlockItemListSyntax] = [:]
        var staticFunctions: [String: [FunctionDeclSyntax]] = [:]
        var staticComputed: [String: CodeBlockItemListSyntax] = [:]
        for item in file.statements {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text] = function
            }
            Self.collectGetters(of: decl, into: &computed, storedToo: false)
            guard let extensionDecl = decl.as(ExtensionDeclSyntax.self), Self.isPackageDescriptionType(extensionDecl.extendedType) else {
                continue
            }
            for member in extensionDecl.memberBlock.members
            where member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) == true {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    staticFunctions[function.name.text, default: []].append(function)
                }
                Self.collectGetters(of: member.decl, into: &staticComputed, storedToo: true)
            }
        }
        self.functions = functions
        self.computed = computed
        self.staticFunctions = staticFunctions
        self.staticComputed = staticComputed
    }

    /// The types whose static members stand for manifest values: `Target.Dependency`, `Product`,
    /// `SwiftSetting`, arrays of them… (not `String`, whose statics name things).
    private static func isPackageDescriptionType(_ type: TypeSyntax) -> Bool {
        let name = type.trimmedDescription
        return ["Target", "Product", "Package", "SwiftSetting", "CSetting", "CXXSetting", "LinkerSetting", "Resource",
                "SupportedPlatform", "Platform", "Array", "["].contains { name.hasPrefix($0) }
    }

    /// The statements that give each variable `decl` declares its value: a computed getter's, or
    /// (`storedToo`) a stored variable's initial value as one expression.
    private static func collectGetters(of decl: DeclSyntax, into getters: inout [String: CodeBlockItemListSyntax], storedToo: Bool) {
        for binding in decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?: getters[name] = statements
            case .accessors(let accessors)?:
                if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body {
                    getters[name] = getter.statements
                }
            case nil:
                if storedToo, let value = binding.initializer?.value {
                    getters[name] = CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(value))])
                }
            }
        }
    }

    /// A warning: something could not be read.
    func diagnose(_ message: String, at location: SourceLocation) {
        guard muted == 0, noted.insert("\(location.line):\(location.column):\(message)").inserted else { return }
        diagnostics.append(LoadDiagnostic(location: location, message: message))
    }

    /// A note, once per place and message (as warnings): something was assumed.
    func note(_ message: String, at location: SourceLocation) {
        guard muted == 0, noted.insert("\(location.line):\(location.column):\(message)").inserted else { return }
        diagnostics.append(LoadDiagnostic(location: location, message: message, severity: .note))
    }

    /// The value of `expression`; nil, with a diagnostic, when it cannot be evaluated.
    func evaluate(_ expression: ExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        guard depth < Self.maximumDepth else {
            return unsupported(expression, in: scope, reason: "nested too deeply")
        }
        depth += 1
        defer { depth -= 1 }
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return string(literal, in: scope)
        case .nilLiteralExpr:
            return .null
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .arrayExpr(let array):
            return .array(array.elements.compactMap { element in
                evaluate(element.expression, in: scope).map {
                    ManifestElement(value: $0, location: location(of: element.expression, in: scope))
                }
            })
        case .tupleExpr(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.label == nil:
            return tuple.elements.first.flatMap { evaluate($0.expression, in: scope) }
        case .declReferenceExpr(let reference):
            return resolve(reference, in: scope)
        case .functionCallExpr(let call):
            return self.call(call, in: scope)
        case .memberAccessExpr(let member):
            return self.member(member, in: scope)
        case .subscriptCallExpr(let subscriptCall):
            return self.subscript(subscriptCall, in: scope)
        case .infixOperatorExpr(let infix):
            return self.infix(infix, in: scope)
        case .prefixOperatorExpr(let prefix):
            return self.prefix(prefix, in: scope)
        case .ternaryExpr(let ternary):
            return self.ternary(ternary, in: scope)
        case .ifExpr(let node):
            return ManifestInterpreter(evaluator: self).value(of: node, in: scope)
        case .optionalChainingExpr(let node):
            return evaluate(node.expression, in: scope)
        case .forceUnwrapExpr(let node):
            return evaluate(node.expression, in: scope)
        case .asExpr(let node):
            return evaluate(node.expression, in: scope)
        default:
            return unsupported(expression, in: scope)
        }
    }

    func location(of node: some SyntaxProtocol, in scope: ManifestScope) -> SourceLocation {
        scope.locationOverride ?? locations.location(of: node)
    }

    /// `node` in one line of at most 60 characters, for messages.
    static func excerpt(of node: some SyntaxProtocol) -> String {
        var excerpt = node.trimmedDescription.split(whereSeparator: \.isNewline)
            .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
        if excerpt.count > 60 { excerpt = String(excerpt.prefix(57)) + "..." }
        return excerpt
    }

    /// Diagnoses `node` as not statically evaluable; always nil.
    func unsupported(_ node: some SyntaxProtocol, in scope: ManifestScope, reason: String? = nil) -> ManifestValue? {
        diagnose("cannot evaluate `\(Self.excerpt(of: node))` statically\(reason.map { " (\($0))" } ?? ""); skipped",
                 at: location(of: node, in: scope))
        return nil
    }

    private func string(_ literal: StringLiteralExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        if let value = literal.representedLiteralValue { return .string(value) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                result += text.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let part = interpolation.expressions.first,
                      part.label == nil else {
                    return unsupported(interpolation, in: scope)
                }
                switch evaluate(part.expression, in: scope) {
                case .string(let string)?: result += string
                case .some: return unsupported(interpolation, in: scope, reason: "not a string")
                case nil: return nil
                }
            }
        }
        return .string(result)
    }

    /// A name: a parameter or local of the scope, else a top-level binding; `ProcessInfo` and
    /// `Context` lead to the environment.
    private func resolve(_ reference: DeclReferenceExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        let name = reference.baseName.text
        // A computed global runs wherever it is read (a helper included), unless a local shadows it.
        if let body = computed[name], scope.bindings[name] == nil {
            return ManifestInterpreter(evaluator: self).result(of: body, in: ManifestScope())
        }
        switch scope.bindings[name] ?? scope.topLevel?[name] ?? globals[name] {
        case let binding?:
            return value(of: binding, at: reference, in: scope)
        case nil:
            if name == "Context" || name == "ProcessInfo" { return .call(ManifestCall(
                name: name, arguments: [], scope: scope, location: location(of: reference, in: scope)
            )) }
            return unsupported(reference, in: scope, reason: "`\(name)` is not declared in this manifest")
        }
    }
}
