import CleanArchModel
import SwiftSyntax

/// A manifest expression evaluated as far as `cleanarch` needs: strings, Booleans, arrays,
/// `nil`, calls (`.target(…)`, `Package(…)`) whose arguments are evaluated only when read, and
/// the process environment, in which no variable is set (SwiftPM's default).
enum ManifestValue {
    case string(String)
    case bool(Bool)
    case array([ManifestElement])
    case call(ManifestCall)
    case null
    /// `ProcessInfo.processInfo.environment` or `Context.environment`.
    case environment

    /// How diagnostics name the value.
    var summary: String {
        switch self {
        case .string(let string): "\"\(string)\""
        case .bool(let bool): "\(bool)"
        case .environment: "the environment"
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
    /// Arguments changed after the call by statements such as `package.targets.append(…)`.
    var overrides: [String: ManifestValue] = [:]
}

/// What names mean where an expression is evaluated.
struct ManifestScope {
    indirect enum Binding {
        /// A `let`, or a helper's parameter: its expression, evaluated where it was written.
        case expression(ExprSyntax, ManifestScope)
        /// A value already computed: a closure's parameter, a variable after a change.
        case value(ManifestValue)
        /// `let name: Type` before it is assigned.
        case unassigned
        /// The earlier binding as a statement changed it (`name += …`), worked out when read, so
        /// a variable only build settings use is never evaluated.
        case changed(Binding?, ManifestChange)
    }

    /// Names bound here, the enclosing ones included (a scope is a snapshot).
    var bindings: [String: Binding] = [:]
    /// The top-level bindings as they stood when this scope was made: what a helper function
    /// called from here sees of the file's variables. Nil: the scope is the top level's own.
    var topLevel: [String: Binding]?
    /// Names bound by `for … in`: in SwiftPM each is a reference to an element (`Target` is a
    /// class), so changing one changes the package, which a static reading cannot follow.
    var loopVariables: Set<String> = []
    /// Where everything built here is reported: a helper's call site or a mapped element.
    var locationOverride: SourceLocation?
}
