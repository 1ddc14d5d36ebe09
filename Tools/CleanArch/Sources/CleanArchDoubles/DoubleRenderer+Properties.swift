extension DoubleRenderer {
    func renderProperty(_ property: PropertyShape, into writer: SwiftWriter, collected: Collected) {
        let keyword = property.isStatic ? "static " : ""
        let isolation = property.globalActor.map { "@\($0) " } ?? ""
        writer.line("// MARK: - \(keyword)\(property.name)")
        writer.line()
        if let publisher = Self.publisherArguments(property), !property.isSettable {
            writer.line("/// Drives `\(property.name)`: subscribers receive what the test sends.")
            writer.line("public \(keyword)let \(property.name.withoutBackticks)Subject = PassthroughSubject<\(publisher)>()")
            writer.line("\(isolation)public \(keyword)var \(property.name): \(property.type) { \(property.name.withoutBackticks)Subject.eraseToAnyPublisher() }")
        } else if property.hasEffects {
            effectfulProperty(property, isolation: isolation, into: writer, collected: collected)
        } else {
            storedProperty(property, isolation: isolation, into: writer, collected: collected)
        }
    }

    /// A settable property over a state field; reading an unset one stops the test with a message.
    private func storedProperty(_ property: PropertyShape, isolation: String, into writer: SwiftWriter, collected: Collected) {
        let (lock, state) = access(isStatic: property.isStatic)
        let field = property.name.withoutBackticks
        let initial = TypeSpelling.defaultValue(of: property.type)
        add(Field(name: field, type: initial == nil ? TypeSpelling.optional(property.type) : property.type, initial: initial),
            isStatic: property.isStatic, to: collected)
        guard initial == nil else {
            accessor("Settable by tests; starts as `\(initial ?? "")`.", name: property.name, type: property.type, field: field,
                     isStatic: property.isStatic, settable: true, isolation: isolation, into: writer)
            return
        }
        writer.line("/// Settable by tests; set it before the code under test reads it.")
        writer.block("\(isolation)public \(property.isStatic ? "static " : "")var \(property.name): \(property.type)") {
            writer.block("get") {
                writer.block("guard let value = \(lock).withLock({ \(state).\(field) }) else") {
                    writer.line("preconditionFailure(\"\(spec.typeName).\(field) was read before a test set it\")")
                }
                writer.line("return value")
            }
            writer.line("set { \(lock).withLock { \(state).\(field) = newValue } }")
        }
    }

    /// An `async`/`throws` getter served from `…Result` (throwing) or `…Value`.
    private func effectfulProperty(_ property: PropertyShape, isolation: String, into writer: SwiftWriter, collected: Collected) {
        let (lock, state) = access(isStatic: property.isStatic)
        let base = property.name.withoutBackticks
        let initial = TypeSpelling.defaultValue(of: property.type)
        let throwing = property.throwsClause.errorType
        let field = throwing == nil ? "\(base)Value" : "\(base)Result"
        var type = throwing.map { "Result<\(property.type), \($0)>" } ?? property.type
        if initial == nil { type = TypeSpelling.optional(type) }
        let fieldInitial = initial.map { throwing == nil ? $0 : ".success(\($0))" }
        add(Field(name: field, type: type, initial: fieldInitial), isStatic: property.isStatic, to: collected)
        accessor("What `\(property.name)` produces" + (initial == nil ? "; set it before the code under test reads it." : "."),
                 name: field, type: type, field: field, isStatic: property.isStatic, settable: true, into: writer)
        let effects = [property.isAsync ? "async" : nil, property.throwsClause.keyword].compactMap { $0 }.joined(separator: " ")
        writer.line()
        writer.block("\(isolation)public \(property.isStatic ? "static " : "")var \(property.name): \(property.type)") {
            writer.block("get \(effects)") {
                if initial == nil {
                    writer.block("guard let stored = \(lock).withLock({ \(state).\(field) }) else") {
                        writer.line(unset("\(spec.typeName).\(base) was read before a test set `\(field)`",
                                          throwsClause: property.throwsClause, collected: collected))
                    }
                } else {
                    writer.line("let stored = \(lock).withLock { \(state).\(field) }")
                }
                writer.line(throwing == nil ? "return stored" : "return try stored.get()")
            }
        }
    }

    /// `Output, Failure` of an `AnyPublisher<Output, Failure>` property.
    private static func publisherArguments(_ property: PropertyShape) -> String? {
        guard !property.hasEffects, property.type.hasPrefix("AnyPublisher<"), property.type.hasSuffix(">") else { return nil }
        return String(property.type.dropFirst("AnyPublisher<".count).dropLast())
    }
}
