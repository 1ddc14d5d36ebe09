import Foundation

extension ViewHost {
    /// Why `waitUntil(_:timeout:_:)` (or `waitUntilScreen(contains:timeout:)`) gave up.
    public struct ScreenWaitTimeout: Error, CustomStringConvertible {
        /// What never appeared.
        public let expected: String
        /// The last screen rendered.
        public let screen: String

        public var description: String {
            // cleanarch:ignore strings-literal -- a test's failure message, read by the developer
            "Waited for a screen showing \(expected) but got:\n\(screen)"
        }
    }

    /// Re-renders until the screen shows `text`, for scripts and tests driving a real stack
    /// whose updates arrive asynchronously (HTTP, database).
    /// - Throws: `ScreenWaitTimeout` after `timeout`.
    public func waitUntilScreen(contains text: String, timeout: Duration = .seconds(10)) async throws {
        try await waitUntil(text, timeout: timeout) { $0.render().plainText.contains(text) }
    }

    /// Whether a row, or a row of a box drawn over the screen, reads exactly `line`, trimmed of
    /// spaces and a leading focus marker.
    public func showsLine(_ line: String) -> Bool {
        render().plainLines.contains { row in
            row.split(separator: "│", omittingEmptySubsequences: false).contains { part in
                var text = part.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("> ") { text.removeFirst(2) }
                return text == line
            }
        }
    }

    /// Re-renders until `condition` holds for this host; `expected` says what for the error.
    /// - Throws: `ScreenWaitTimeout` after `timeout`.
    public func waitUntil(_ expected: String, timeout: Duration = .seconds(10), _ condition: (ViewHost) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition(self) {
            guard ContinuousClock.now < deadline else {
                throw ScreenWaitTimeout(expected: expected, screen: render().plainText)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
