import CleanArchModel
import SwiftSyntax

/// Typed access to the arguments of evaluated calls, diagnosing what does not fit.
extension ManifestEvaluator {
    /// The `label:` argument of `call`; nil when absent or not evaluable (diagnosed).
    func value(_ label: String, of call: ManifestCall) -> ManifestValue? {
        if let changed = call.overrides[label] { return changed }
        return call.arguments.first { $0.label == label }.flatMap { evaluate($0.expression, in: call.scope) }
    }

    /// The `label:` string argument; a missing `required` one is diagnosed.
    func string(_ label: String, of call: ManifestCall, required: Bool = false) -> String? {
        guard call.overrides[label] != nil || call.arguments.contains(where: { $0.label == label }) else {
            if required { diagnose("`.\(call.name)(…)` has no `\(label):`; skipped", at: call.location) }
            return nil
        }
        switch value(label, of: call) {
        case .string(let string)?: return string
        case let other?: diagnose("`\(label):` is \(other.summary), not a string; ignored", at: call.location)
        case nil: break
        }
        return nil
    }

    /// The elements of the `label:` array argument; empty when absent.
    func elements(_ label: String, of call: ManifestCall) -> [ManifestElement] {
        switch value(label, of: call) {
        case .array(let elements)?: return elements
        case let other?: diagnose("`\(label):` is \(other.summary), not an array; ignored", at: call.location)
        case nil: break
        }
        return []
    }

    /// The strings of the `label:` array argument; other elements are diagnosed.
    func strings(_ label: String, of call: ManifestCall) -> [String] {
        elements(label, of: call).compactMap { element in
            guard case .string(let string) = element.value else {
                diagnose("expected a string in `\(label):`, found \(element.value.summary); skipped", at: element.location)
                return nil
            }
            return string
        }
    }
}
