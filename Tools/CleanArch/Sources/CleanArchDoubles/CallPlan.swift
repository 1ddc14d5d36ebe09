/// How a double serves one method or initializer: what it records, what `on…` receives and
/// what `…Result` holds. Values of a method's generic parameters are stored type-erased.
struct CallPlan {
    let stem: String
    /// `login(email:)`, for documentation and messages.
    let selector: String
    let parameters: [ParameterShape]
    let generics: Set<String>
    let isAsync: Bool
    let throwsClause: ThrowsClause
    /// The declared return type; nil for `Void`.
    let returnType: String?

    init(method: MethodShape, stem: String) {
        self.stem = stem
        selector = method.selector
        parameters = method.parameters
        generics = Set(method.genericParameters)
        isAsync = method.isAsync
        throwsClause = method.throwsClause
        returnType = method.returnType
    }

    init(initializer: InitializerShape, stem: String) {
        self.stem = stem
        selector = "init(\(initializer.parameters.map { "\($0.label ?? "_"):" }.joined()))"
        parameters = initializer.parameters
        generics = []
        isAsync = initializer.isAsync
        throwsClause = initializer.throwsClause
        returnType = nil
    }

    /// Parameters whose values outlive the call and are recorded: not non-escaping closures.
    var recorded: [ParameterShape] {
        parameters.filter { !$0.isNonEscapingFunction }
    }

    /// Parameters handed to the `on…` closure: all but generic non-escaping closures.
    var passed: [ParameterShape] {
        parameters.filter { !($0.isNonEscapingFunction && TypeSpelling.mentions(generics, in: $0.baseType)) }
    }

    func storedType(of parameter: ParameterShape) -> String {
        TypeSpelling.erased(parameter.valueType, generics: generics)
    }

    /// The type `…Result` and `on…` produce: the return type, erased when generic.
    var storedReturnType: String? {
        returnType.map { TypeSpelling.erased($0, generics: generics) }
    }

    /// The return value must be cast back from `Any`.
    var isReturnErased: Bool {
        storedReturnType != returnType
    }

    /// The element type of `…ReceivedArguments`: one parameter's type, or a labelled tuple.
    var receivedType: String? {
        switch recorded.count {
        case 0: nil
        case 1: storedType(of: recorded[0])
        default: "(" + recorded.map { "\($0.name.withoutBackticks): \(storedType(of: $0))" }.joined(separator: ", ") + ")"
        }
    }

    /// The expression recorded for one call.
    var receivedValue: String {
        recorded.count == 1 ? recorded[0].name
            : "(" + recorded.map { "\($0.name.withoutBackticks): \($0.name)" }.joined(separator: ", ") + ")"
    }

    /// The `…Result` field's type and initial value (nil initial: optional, unset), or nil
    /// when a non-throwing `Void` requirement needs none.
    var result: (type: String, initial: String?)? {
        let value = storedReturnType ?? "Void"
        if let error = throwsClause.errorType {
            let type = "Result<\(value), \(error)>"
            guard let initial = TypeSpelling.defaultValue(of: value) else { return (TypeSpelling.optional(type), nil) }
            return (type, ".success(\(initial))")
        }
        guard let stored = storedReturnType else { return nil }
        guard let initial = TypeSpelling.defaultValue(of: stored) else { return (TypeSpelling.optional(stored), nil) }
        return (stored, initial)
    }

    /// The `on…` closure type, optional; `attributes` is e.g. `@Sendable ` or `@MainActor `.
    func overrideType(attributes: String) -> String {
        let arguments = passed.map { parameter -> String in
            if parameter.isInout { return "inout \(storedType(of: parameter))" }
            return parameter.isNonEscapingFunction ? parameter.baseType : storedType(of: parameter)
        }
        let effects = [isAsync ? "async" : nil, throwsClause.keyword].compactMap { $0 }
        let signature = (["(\(arguments.joined(separator: ", ")))"] + effects + ["->", storedReturnType ?? "Void"]).joined(separator: " ")
        return "(\(attributes)\(signature))?"
    }

    /// The arguments of the `on…` call.
    var passedArguments: String {
        passed.map { $0.isInout ? "&\($0.name)" : $0.name }.joined(separator: ", ")
    }

    /// `try await `, `try `, `await ` or nothing, for calling something with these effects.
    var callPrefix: String {
        (throwsClause == .none ? "" : "try ") + (isAsync ? "await " : "")
    }
}
