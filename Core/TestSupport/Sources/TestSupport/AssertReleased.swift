import XCTest

/// Asserts that the object `make` returns is freed once the test lets go of it: that no
/// subscription, task, observation or focus binding it set up keeps it (and so itself) alive
/// after its screen is closed. `make` builds the object, uses it (renders its screen, sends it
/// publisher values) and returns it, keeping no other reference.
@MainActor
public func assertReleased<Object: AnyObject>(
    _ make: @MainActor () async -> Object,
    file: StaticString = #filePath,
    line: UInt = #line
) async {
    weak var released: Object?
    do {
        released = await make()
    }
    XCTAssertNil(released, "\(Object.self) outlived its screen: something it set up still holds it", file: file, line: line)
}
