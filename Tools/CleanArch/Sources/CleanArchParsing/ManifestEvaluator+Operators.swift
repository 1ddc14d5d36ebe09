import SwiftSyntax

extension ManifestEvaluator {
    /// `a + b + …` (arrays or strings) and `x ?? y` (the first non-nil).
    func operators(_ sequence: SequenceExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        var groups: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                groups.append([])
            } else {
                groups[groups.count - 1].append(element)
            }
        }
        for (index, group) in groups.enumerated() {
            guard let value = sum(group, of: sequence, in: scope) else { return nil }
            if case .null = value, index < groups.count - 1 { continue }
            return value
        }
        return nil
    }

    private func sum(_ parts: [ExprSyntax], of sequence: SequenceExprSyntax, in scope: ManifestScope) -> ManifestValue? {
        let operands = stride(from: 0, to: parts.count, by: 2).map { parts[$0] }
        let operatorsArePlus = stride(from: 1, to: parts.count, by: 2).allSatisfy {
            parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        }
        guard parts.count % 2 == 1, operatorsArePlus else {
            return unsupported(sequence, in: scope, reason: "only `+` and `??` are supported")
        }
        var values: [ManifestValue] = []
        for operand in operands {
            guard let value = evaluate(operand, in: scope) else { return nil }
            values.append(value)
        }
        guard values.count > 1 else { return values.first }
        if case .string = values[0] {
            var result = ""
            for value in values {
                guard case .string(let string) = value else { return unsupported(sequence, in: scope, reason: "mixed types") }
                result += string
            }
            return .string(result)
        }
        var result: [ManifestElement] = []
        for value in values {
            guard case .array(let elements) = value else { return unsupported(sequence, in: scope, reason: "mixed types") }
            result += elements
        }
        return .array(result)
    }
}
