extension ViewHost {
    /// Why `waitUntilScreen(contains:timeout:)` gave up.
    public struct ScreenWaitTimeout: Error, CustomStringConvertible {
        /// The text that never appeared.
        public let expected: String
        /// The last screen rendered.
        public let screen: String

        public var description: String {
            "Waited for a screen showing \"\(expected)\" but got:\n\(screen)"
        }
    }

    /// Re-renders until the screen shows `text`, for scripts and tests driving a real stack
    /// whose updates arrive asynchronously (HTTP, database).
    /// - Throws: `ScreenWaitTimeout` after `timeout`.
    public func waitUntilScreen(contains text: String, timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now + timeout
        while !render().plainText.contains(text) {
            guard ContinuousClock.now < deadline else {
                throw ScreenWaitTimeout(expected: text, screen: render().plainText)
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
