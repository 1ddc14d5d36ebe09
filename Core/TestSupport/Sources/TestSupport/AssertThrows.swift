import XCTest

/// Asserts that `body` throws exactly `expected`: the check every use-case and repository test
/// makes on domain errors.
public func assertThrows<E: Error & Equatable>(
    _ expected: E,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () async throws -> Void
) async {
    do {
        try await body()
        XCTFail("expected \(expected), but nothing was thrown", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? E, expected, "threw \(error)", file: file, line: line)
    }
}
