import Reactive
import XCTest

final class StateSubjectTests: XCTestCase {
    func testNewSubscriberReceivesCurrentValueThenChanges() {
        let subject = StateSubject(1)
        var received: [Int] = []
        let cancellable = subject.eraseToAnyPublisher().sink { received.append($0) }
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(subject.value, 3)
        cancellable.cancel()
    }

    func testTransitionReturnsOldValueAndSendsNewOne() {
        let subject = StateSubject("idle")
        let old = subject.transition { _ in "busy" }
        XCTAssertEqual(old, "idle")
        XCTAssertEqual(subject.value, "busy")
    }

    func testThrowingTransitionLeavesStateUnchanged() {
        struct Refused: Error {}
        let subject = StateSubject(5)
        XCTAssertThrowsError(try subject.transition { _ in throw Refused() })
        XCTAssertEqual(subject.value, 5)
    }

    func testSubscriberMayReadValueDuringDelivery() {
        let subject = StateSubject(0)
        var seen: [Int] = []
        let cancellable = subject.eraseToAnyPublisher().sink { _ in seen.append(subject.value) }
        subject.send(7)
        XCTAssertEqual(seen, [0, 7])
        cancellable.cancel()
    }

    func testConcurrentTransitionsAreSerialised() async {
        let subject = StateSubject(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<1_000 {
                group.addTask { subject.transition { $0 + 1 } }
            }
        }
        XCTAssertEqual(subject.value, 1_000)
    }
}
