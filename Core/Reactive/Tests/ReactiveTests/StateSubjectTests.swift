import Foundation
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

    func testASubscriberMaySendFromAnotherThreadWhileAChangeIsDelivered() {
        let subject = StateSubject(0)
        var received: [Int] = []
        let cancellable = subject.eraseToAnyPublisher().sink { value in
            received.append(value)
            guard value == 1 else { return }
            // Hands the next change to another thread and waits for it: a delivery under the
            // subject's lock would block that thread, and this one, for ever.
            let sent = DispatchSemaphore(value: 0)
            Thread {
                subject.send(2)
                sent.signal()
            }.start()
            XCTAssertEqual(sent.wait(timeout: .now() + 10), .success, "the other thread's send returned")
        }
        subject.send(1)
        XCTAssertEqual(received, [0, 1, 2], "the change sent during the delivery follows it")
        XCTAssertEqual(subject.value, 2)
        cancellable.cancel()
    }

    func testASubscriberSendingDuringADeliveryComesAfterTheOtherSubscribers() {
        let subject = StateSubject("idle")
        var first: [String] = []
        var second: [String] = []
        let resetting = subject.eraseToAnyPublisher().sink { value in
            first.append(value)
            if value == "done" { subject.send("idle") }
        }
        let recording = subject.eraseToAnyPublisher().sink { second.append($0) }
        subject.send("done")
        XCTAssertEqual(first, ["idle", "done", "idle"])
        XCTAssertEqual(second, ["idle", "done", "idle"], "every subscriber sees the changes in the order made")
        resetting.cancel()
        recording.cancel()
    }

    func testSetQueuesUntilDeliver() {
        let subject = StateSubject(0)
        var received: [Int] = []
        let cancellable = subject.eraseToAnyPublisher().sink { received.append($0) }
        subject.set(1)
        subject.set(2)
        XCTAssertEqual(subject.value, 2)
        XCTAssertEqual(received, [0], "nothing delivered before deliver()")
        subject.deliver()
        XCTAssertEqual(received, [0, 1, 2])
        cancellable.cancel()
    }

    func testUpdateChangesTheCurrentValueAndQueuesUntilDeliver() {
        let subject = StateSubject([1])
        var received: [[Int]] = []
        let cancellable = subject.eraseToAnyPublisher().sink { received.append($0) }
        subject.update { $0.append(2) }
        subject.update { $0.append(3) }
        XCTAssertEqual(subject.value, [1, 2, 3])
        XCTAssertEqual(received, [[1]], "nothing delivered before deliver()")
        subject.deliver()
        XCTAssertEqual(received, [[1], [1, 2], [1, 2, 3]])
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
