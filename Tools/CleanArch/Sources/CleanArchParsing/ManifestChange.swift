import SwiftSyntax

/// What a statement does to a variable or to a call's argument: `= value`, `+= values` or
/// `append(contentsOf: values)`, `append(value)` or `insert(value, at:)`.
struct ManifestChange {
    enum Kind {
        case assign, appendSequence, appendElement
    }

    var kind: Kind
    /// The value assigned or added, evaluated in `scope`.
    var expression: ExprSyntax
    var scope: ManifestScope
}

extension ManifestEvaluator {
    /// `current` (nil or `nil`: nothing yet) after `change`; nil when it cannot be worked out.
    func apply(_ change: ManifestChange, to current: @autoclosure () -> ManifestValue?) -> ManifestValue? {
        guard let value = evaluate(change.expression, in: change.scope) else { return nil }
        let added: ManifestValue
        switch change.kind {
        case .assign: return value
        case .appendSequence: added = value
        case .appendElement: added = .array([ManifestElement(value: value, location: location(of: change.expression, in: change.scope))])
        }
        switch (current(), added) {
        case (.array(let elements)?, .array(let more)): return .array(elements + more)
        case (nil, .array), (.null?, .array): return added
        case (.string(let text)?, .string(let more)): return .string(text + more)
        case (let other, _):
            return unsupported(change.expression, in: change.scope,
                               reason: "cannot add \(added.summary) to \(other?.summary ?? "nothing")")
        }
    }

    /// The value a binding stands for, diagnosing `reference` when it has none.
    func value(of binding: ManifestScope.Binding, at reference: some SyntaxProtocol, in scope: ManifestScope) -> ManifestValue? {
        switch binding {
        case .value(let value):
            return value
        case .expression(let expression, let bindingScope):
            return evaluate(expression, in: bindingScope)
        case .unassigned:
            return unsupported(reference, in: scope, reason: "`\(reference.trimmedDescription)` is not assigned on the path taken")
        case .changed(let base, let change):
            return apply(change, to: base.flatMap { base in
                if case .unassigned = base { return nil }
                return value(of: base, at: reference, in: scope)
            })
        }
    }
}
