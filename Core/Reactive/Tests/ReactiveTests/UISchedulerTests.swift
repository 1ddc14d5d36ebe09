import Foundation
import Reactive
import XCTest

@MainActor
final class UISchedulerTests: XCTestCase {
    func testDeliversSynchronouslyOnTheMainThread() async {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.receive(on: UIScheduler.shared).sink { received.append($0) }
        subject.send(1)
        XCTAssertEqual(received, [1])
        cancellable.cancel()
    }

    func testHopsToTheMainThreadFromABackgroundThread() async {
        let subject = StateSubject(0)
        let delivered = expectation(description: "delivered on main")
        let cancellable = subject.eraseToAnyPublisher().dropFirst().receive(on: UIScheduler.shared).sink { value in
            XCTAssertTrue(Thread.isMainThread)
            XCTAssertEqual(value, 42)
            delivered.fulfill()
        }
        DispatchQueue.global().async { subject.send(42) }
        await fulfillment(of: [delivered], timeout: 5)
        cancellable.cancel()
    }
}
