import Resolver
import XCTest

final class ConcurrencyTests: XCTestCase {
    private let resolver = Resolver()
    private let created = Counter()

    func testApplicationScopeFromManyTasksYieldsOneInstance() async {
        let created = created
        resolver.register { () -> Widget in
            created.increment()
            return Widget(work: 100_000)
        }
        .scope(.application)

        let resolver = resolver
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(resolver.resolve(Widget.self)) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        XCTAssertEqual(identities.count, 1)
        XCTAssertEqual(created.value, 1)
    }

    func testGraphScopeStaysConsistentUnderConcurrentResolution() async {
        resolver.register { Widget(work: 5_000) }
        resolver.register { resolver in Assembly(first: resolver.resolve(), second: resolver.resolve()) }

        let resolver = resolver
        let consistent = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    let assembly = resolver.resolve(Assembly.self)
                    return assembly.first === assembly.second
                }
            }
            return await group.allSatisfy { $0 }
        }
        XCTAssertTrue(consistent)
    }
}
