import CleanArchModel
import CleanArchReporting

/// The fixed report every golden test renders: two rules with violations (both severities),
/// one rule without, a message with `%`, `,`, `:`, `<`, `&`, one with `|` and a newline,
/// and a stale baseline entry.
enum Fixtures {
    static let rules = [
        RuleDescriptor(
            id: "impl-not-on-impl", defaultSeverity: .error,
            summary: #"Impl targets depend only on "API" targets."#,
            rationale: "Blueprint §2: components talk through their APIs.",
            fixHint: "Depend on the API target instead."
        ),
        RuleDescriptor(
            id: "api-no-logic", defaultSeverity: .warning,
            summary: "API targets hold protocols and plain values.",
            rationale: "Blueprint §3: APIs carry no behaviour.",
            fixHint: "Move logic to the Impl target."
        ),
        RuleDescriptor(
            id: "no-loose-sources", defaultSeverity: .warning,
            summary: "Every Swift file belongs to a target.",
            rationale: "Blueprint §1.",
            fixHint: "Move the file into a target."
        ),
    ]

    static let violations = [
        Violation(
            rule: "impl-not-on-impl", severity: .error,
            location: SourceLocation(file: "Features/Login/Package.swift", line: 14, column: 9),
            message: "LoginImpl depends on ProfileImpl, not ProfileAPI: 100% <coupling> & more"
        ),
        Violation(
            rule: "api-no-logic", severity: .warning,
            location: SourceLocation(file: "Features/Login/Sources/LoginAPI/Login.swift", line: 7, column: 5),
            message: "Function `validate()` has logic | move it\nsecond line"
        ),
        Violation(
            rule: "impl-not-on-impl", severity: .warning,
            location: SourceLocation(file: "Features/Cart/Package.swift", line: 20, column: 13),
            message: "CartImpl depends on PaymentImpl"
        ),
        Violation(
            rule: "api-no-logic", severity: .warning,
            location: SourceLocation(file: "Features/Login/Sources/LoginAPI/Login.swift", line: 3, column: 1),
            message: "Type `Login` has logic"
        ),
    ]

    static let staleEntries = [
        BaselineEntry(rule: "api-no-logic", file: "Core/Old.swift", message: "Old, gone: 50%", count: 2)
    ]

    static let report = Report(
        violations: violations,
        rules: rules,
        staleBaselineEntries: staleEntries,
        toolVersion: "1.0.0",
        workspaceRoot: "/work/main"
    )

    static let emptyReport = Report(violations: [], rules: [], toolVersion: "1.0.0", workspaceRoot: "/work/main")

    /// `report` with every input list in another order.
    static let shuffledReport = Report(
        violations: [violations[3], violations[0], violations[2], violations[1]],
        rules: rules.reversed(),
        staleBaselineEntries: staleEntries,
        toolVersion: "1.0.0",
        workspaceRoot: "/work/main"
    )

    static func violation(_ rule: String, _ file: String, line: Int, _ message: String) -> Violation {
        Violation(rule: rule, severity: .error, location: SourceLocation(file: file, line: line, column: 1), message: message)
    }
}
