import Resolver
import XCTest

final class ScopeTests: XCTestCase {
    private let resolver = Resolver()
    private let created = Counter()

    private func registerWidget(scope: ResolverScope) {
        let created = created
        resolver.register { () -> Widget in
            created.increment()
            return Widget()
        }
        .scope(scope)
    }

    func testApplicationScopeKeepsOneInstance() {
        registerWidget(scope: .application)
        let first: Widget = resolver.resolve()
        let second: Widget = resolver.resolve()
        XCTAssertIdentical(first, second)
        XCTAssertEqual(created.value, 1)
    }

    func testCachedScopeKeepsOneInstanceUntilReset() {
        registerWidget(scope: .cached)
        let first: Widget = resolver.resolve()
        XCTAssertIdentical(first, resolver.resolve(Widget.self))

        ResolverScope.cached.reset()
        let afterReset: Widget = resolver.resolve()
        XCTAssertNotIdentical(first, afterReset)
        XCTAssertIdentical(afterReset, resolver.resolve(Widget.self))
        XCTAssertEqual(created.value, 2)
    }

    func testGraphScopeIsTheDefaultAndSharesWithinOneResolution() {
        registerWidget(scope: .graph)
        resolver.register { resolver in Assembly(first: resolver.resolve(), second: resolver.resolve()) }

        let one: Assembly = resolver.resolve()
        let two: Assembly = resolver.resolve()
        XCTAssertIdentical(one.first, one.second)
        XCTAssertNotIdentical(one.first, two.first)
        XCTAssertNotIdentical(one, two, "unscoped registrations default to .graph, not a kept instance")
        XCTAssertEqual(created.value, 2)
    }

    func testSharedScopeKeepsInstanceOnlyWhileHeld() {
        registerWidget(scope: .shared)
        var held: Widget? = resolver.resolve()
        weak let released = held
        XCTAssertIdentical(held, resolver.resolve(Widget.self))
        XCTAssertEqual(created.value, 1)

        held = nil
        XCTAssertNil(released)
        _ = resolver.resolve(Widget.self)
        XCTAssertEqual(created.value, 2)
    }

    func testUniqueScopeCreatesEveryTime() {
        registerWidget(scope: .unique)
        let first: Widget = resolver.resolve()
        let second: Widget = resolver.resolve()
        XCTAssertNotIdentical(first, second)
        XCTAssertEqual(created.value, 2)
    }
}
