import Foundation

/// Content that shows the whole seconds left until a date by the host's clock, e.g. "Resend in 0:42".
///
/// Re-evaluated on every render; `TerminalApp` renders again each time the number of seconds
/// changes (about once a second) while one is counting down. Headless hosts move with `advanceClock(by:)`.
public struct Countdown: View {
    public typealias Body = Never
    let deadline: Date
    let content: @MainActor (Int) -> AnyView

    /// Shows `content` for the seconds left until `deadline`, rounded up and never below 0.
    public init<Content: View>(
        until deadline: Date,
        @ViewBuilder content: @escaping @MainActor (_ remainingSeconds: Int) -> Content
    ) {
        self.deadline = deadline
        self.content = { AnyView(content($0)) }
    }

    /// `seconds` as minutes and seconds, `m:ss`: `75` is `1:15`, `5` is `0:05` (negative counts as 0).
    nonisolated public static func minutesAndSeconds(_ seconds: Int) -> String {
        let seconds = max(0, seconds)
        let remainder = seconds % 60
        return "\(seconds / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
    }
}

extension Countdown: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [any LayoutNode] {
        let remaining = max(0, Int(deadline.timeIntervalSince(context.now).rounded(.up)))
        if remaining > 0 {
            context.scheduleUpdate(at: deadline.addingTimeInterval(-Double(remaining - 1)))
        }
        return content(remaining).resolve(in: context)
    }
}
