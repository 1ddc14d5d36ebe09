import XCTest

/// `XCTAssertEqual` for a value that is read asynchronously, such as a row from the gateway's store:
///
///     try await assertEqualAsync(try await world.balance("acc_ada"), 100_000)
public func assertEqualAsync<Value: Equatable>(
    _ actual: @autoclosure () async throws -> Value,
    _ expected: @autoclosure () async throws -> Value,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) async rethrows {
    let actualValue = try await actual()
    let expectedValue = try await expected()
    XCTAssertEqual(actualValue, expectedValue, message(), file: file, line: line)
}
