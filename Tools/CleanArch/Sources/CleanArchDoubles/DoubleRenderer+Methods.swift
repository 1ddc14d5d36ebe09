extension DoubleRenderer {
    func renderMethod(_ method: MethodShape, plan: CallPlan, into writer: SwiftWriter, collected: Collected) {
        let (lock, state) = access(isStatic: method.isStatic)
        let stem = plan.stem
        let onName = "on\(stem.capitalizedFirst)"
        let isStrict = spec.isStrict && !method.isStatic
        if isStrict { expectCalls(collected) }
        let expecting = isStrict ? stem : nil
        writer.line("// MARK: - \(method.isStatic ? "static " : "")\(plan.selector)")
        writer.line()
        if let result = plan.result {
            add(Field(name: "\(stem)Result", type: result.type, initial: result.initial), isStatic: method.isStatic, to: collected)
            accessor("The outcome of `\(plan.selector)` when `\(onName)` is nil" + (result.initial == nil ? "; set it before the call." : "."),
                     name: "\(stem)Result", type: result.type, field: "\(stem)Result", isStatic: method.isStatic, settable: true,
                     expecting: expecting, into: writer)
        }
        let overrideType = plan.overrideType(attributes: closureAttributes(memberActor: method.globalActor))
        add(Field(name: onName, type: overrideType, initial: nil), isStatic: method.isStatic, to: collected)
        accessor("Replaces `\(plan.selector)`'s behaviour when set.", name: onName, type: overrideType, field: onName,
                 isStatic: method.isStatic, settable: true, expecting: expecting, into: writer)
        callTracking(plan, isStatic: method.isStatic, into: writer, collected: collected)

        writer.line()
        for attribute in method.attributes {
            writer.line(attribute)
        }
        writer.block(signature(of: method)) {
            copyNoImplicitCopyParameters(method.parameters, into: writer)
            let locals = Locals(avoiding: Set(method.parameters.map(\.name)))
            let hasResult = plan.result != nil
            if isStrict {
                let configure = hasResult ? "`\(stem)Result` or `\(onName)`" : "`\(onName)`"
                writer.block("if \(lock).withLock({ \(state).failsOnUnexpectedCalls && !\(state).expected.contains(\"\(stem)\") })") {
                    writer.line("reportIssue(\"\(spec.typeName): unexpected call to \(plan.selector); set \(configure) to expect it\")")
                }
            }
            writer.block("let \(hasResult ? "(\(locals.override), \(locals.result))" : locals.override) = \(lock).withLock") {
                recordCall(plan, state: state, into: writer)
                writer.line("return " + (hasResult ? "(\(state).\(onName), \(state).\(stem)Result)" : "\(state).\(onName)"))
            }
            let call = "\(plan.callPrefix)\(locals.override)(\(plan.passedArguments))"
            if !hasResult {
                writer.line("\(plan.callPrefix)\(locals.override)?(\(plan.passedArguments))")
            } else if plan.isReturnErased, let returnType = method.returnType {
                erasedReturn(plan, call: call, returnType: returnType, locals: locals, into: writer, collected: collected)
            } else {
                writer.block("if let \(locals.override)") { writer.line("return \(call)") }
                unwrap(plan, locals: locals, into: writer, collected: collected)
                let value = plan.throwsClause == .none ? locals.result : "try \(locals.result).get()"
                writer.line(plan.storedReturnType == nil ? value : "return \(value)")
            }
        }
    }

    /// The state a strict double keeps to tell expected calls from unexpected ones, added once.
    private func expectCalls(_ collected: Collected) {
        guard !collected.reportsUnexpectedCalls else { return }
        collected.reportsUnexpectedCalls = true
        add(Field(name: "failsOnUnexpectedCalls", type: "Bool", initial: "false"), isStatic: false, to: collected)
        add(Field(name: "expected", type: "Set<String>", initial: "[]"), isStatic: false, to: collected)
    }

    func renderInitializer(_ initializer: InitializerShape, plan: CallPlan, into writer: SwiftWriter, collected: Collected) {
        guard !initializer.parameters.isEmpty else { return }
        writer.line("// MARK: - \(plan.selector)")
        writer.line()
        callTracking(plan, isStatic: false, into: writer, collected: collected)
        writer.line()
        let effects = [plan.isAsync ? "async" : nil, plan.throwsClause.keyword].compactMap { $0 }
        let failable = initializer.isFailable ? "?" : ""
        writer.block((["public convenience init\(failable)(\(parameterList(initializer.parameters)))"] + effects).joined(separator: " ")) {
            copyNoImplicitCopyParameters(initializer.parameters, into: writer)
            writer.line("self.init()")
            writer.block("stubLock.withLock") { recordCall(plan, state: "stubState", into: writer) }
        }
    }

    /// `let item = copy item` for each `borrowing` or `consuming` parameter, which may not be
    /// copied implicitly into the recorded arguments.
    private func copyNoImplicitCopyParameters(_ parameters: [ParameterShape], into writer: SwiftWriter) {
        for parameter in parameters where parameter.isNoImplicitCopy {
            writer.line("let \(parameter.name) = copy \(parameter.name)")
        }
    }

    /// `…CallCount`, `…Called`, `…ReceivedArguments` and `last…` for one requirement.
    private func callTracking(_ plan: CallPlan, isStatic: Bool, into writer: SwiftWriter, collected: Collected) {
        let stem = plan.stem
        add(Field(name: "\(stem)CallCount", type: "Int", initial: "0"), isStatic: isStatic, to: collected)
        accessor("How many times `\(plan.selector)` was called.", name: "\(stem)CallCount", type: "Int",
                 field: "\(stem)CallCount", isStatic: isStatic, settable: false, into: writer)
        writer.line("/// Whether `\(plan.selector)` was called.")
        writer.line("public \(isStatic ? "static " : "")var \(stem)Called: Bool { \(stem)CallCount > 0 }")
        guard let received = plan.receivedType else { return }
        let (lock, state) = access(isStatic: isStatic)
        add(Field(name: "\(stem)ReceivedArguments", type: "[\(received)]", initial: "[]"), isStatic: isStatic, to: collected)
        accessor("The arguments of every call to `\(plan.selector)`, oldest first.", name: "\(stem)ReceivedArguments",
                 type: "[\(received)]", field: "\(stem)ReceivedArguments", isStatic: isStatic, settable: false, into: writer)
        for parameter in plan.recorded {
            let name = parameter.name.withoutBackticks
            let path = plan.recorded.count == 1 ? "last" : "last?.\(name)"
            writer.line("/// `\(name)` of the last call to `\(plan.selector)`.")
            writer.line("public \(isStatic ? "static " : "")var last\(stem.capitalizedFirst)\(name.capitalizedFirst): "
                        + "\(TypeSpelling.optional(plan.storedType(of: parameter))) { \(lock).withLock { \(state).\(stem)ReceivedArguments.\(path) } }")
        }
    }

    private func recordCall(_ plan: CallPlan, state: String, into writer: SwiftWriter) {
        writer.line("\(state).\(plan.stem)CallCount += 1")
        if plan.receivedType != nil {
            writer.line("\(state).\(plan.stem)ReceivedArguments.append(\(plan.receivedValue))")
        }
    }

    private func unwrap(_ plan: CallPlan, locals: Locals, into writer: SwiftWriter, collected: Collected) {
        guard plan.result?.initial == nil else { return }
        writer.block("guard let \(locals.result) else") {
            let message = "\(spec.typeName).\(plan.selector) has no result: set `\(plan.stem)Result` or `on\(plan.stem.capitalizedFirst)`"
            writer.line(unset(message, throwsClause: plan.throwsClause, collected: collected))
        }
    }

    private func erasedReturn(_ plan: CallPlan, call: String, returnType: String, locals: Locals, into writer: SwiftWriter,
                              collected: Collected) {
        writer.line("let \(locals.value): Any")
        writer.ifElse("let \(locals.override)", { writer.line("\(locals.value) = \(call)") }, else: {
            unwrap(plan, locals: locals, into: writer, collected: collected)
            writer.line("\(locals.value) = " + (plan.throwsClause == .none ? locals.result : "try \(locals.result).get()"))
        })
        writer.block("guard let \(locals.typed) = \(locals.value) as? \(returnType) else") {
            writer.line("preconditionFailure(\"\(spec.typeName).\(plan.selector) produced \\(Swift.type(of: \(locals.value))), not \\(\(returnType).self)\")")
        }
        writer.line("return \(locals.typed)")
    }

    private func signature(of method: MethodShape) -> String {
        let effects = [method.isAsync ? "async" : nil, method.throwsClause.keyword].compactMap { $0 }
        var parts = ["public \(method.isStatic ? "static " : "")func \(method.name)\(method.genericClause ?? "")(\(parameterList(method.parameters)))"]
        parts += effects
        if let returnType = method.returnType { parts += ["->", (method.isSendingResult ? "sending " : "") + returnType] }
        if let whereClause = method.whereClause { parts.append(whereClause) }
        return parts.joined(separator: " ")
    }

    private func parameterList(_ parameters: [ParameterShape]) -> String {
        parameters.map { parameter in
            let names = parameter.label == parameter.name ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
            return "\(names): \(parameter.declaredType)\(parameter.isVariadic ? "..." : "")"
        }.joined(separator: ", ")
    }
}

/// Names of a method body's locals that no parameter shadows.
struct Locals {
    let override: String
    let result: String
    let value: String
    let typed: String

    init(avoiding parameters: Set<String>) {
        func pick(_ name: String) -> String {
            parameters.contains(name) ? "stub\(name.capitalizedFirst)" : name
        }
        override = pick("override")
        result = pick("result")
        value = pick("value")
        typed = pick("typed")
    }
}
