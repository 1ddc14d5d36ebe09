import XCTest

/// Asserts that `body` throws exactly `expected`: the check every use-case and repository test
/// makes on domain errors. `message` says which case of a loop failed.
public func assertThrows<E: Error & Equatable>(
    _ expected: E,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () async throws -> Void
) async {
    let text = message()
    let context = text.isEmpty ? "" : "\(text): "
    do {
        try await body()
        XCTFail("\(context)expected \(expected), but nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? E, expected, "\(context)threw \(error)", file: file, line: line)
    }
}
