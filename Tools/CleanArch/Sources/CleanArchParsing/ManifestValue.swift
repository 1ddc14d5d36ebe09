import CleanArchModel
import SwiftSyntax

/// A manifest expression evaluated as far as `cleanarch` needs: strings, arrays, `nil`, and
/// calls (`.target(…)`, `Package(…)`) whose arguments are evaluated only when read.
enum ManifestValue {
    case string(String)
    case array([ManifestElement])
    case call(ManifestCall)
    case null

    /// How diagnostics name the value.
    var summary: String {
        switch self {
        case .string(let string): "\"\(string)\""
        case .array: "an array"
        case .call(let call): ".\(call.name)(…)"
        case .null: "nil"
        }
    }
}

/// An array element and where it was written.
struct ManifestElement {
    var value: ManifestValue
    var location: SourceLocation
}

/// A call whose arguments are evaluated, in `scope`, when read.
struct ManifestCall {
    struct Argument {
        var label: String?
        var expression: ExprSyntax
    }

    var name: String
    var arguments: [Argument]
    var scope: ManifestScope
    var location: SourceLocation
}

/// What names mean where an expression is evaluated.
struct ManifestScope {
    enum Binding {
        /// A helper's parameter: its argument, evaluated where it was passed.
        case expression(ExprSyntax, ManifestScope)
        /// A closure's parameter: the element being mapped.
        case value(ManifestValue)
    }

    var bindings: [String: Binding] = [:]
    /// Where everything built here is reported: a helper's call site or a mapped element.
    var locationOverride: SourceLocation?
}
