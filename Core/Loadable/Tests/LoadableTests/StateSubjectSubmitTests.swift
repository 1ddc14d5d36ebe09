import Loadable
import Reactive
import TestSupport
import XCTest

final class StateSubjectSubmitTests: XCTestCase {
    private enum Failure: Error, Equatable { case refused }

    private struct Snapshot: Equatable, Sendable {
        var saving: Submission<Failure>?
        var other: Submission<Failure>?
    }

    func testAnActionStartsAsSubmitting() {
        let subject = StateSubject(Snapshot())
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        XCTAssertTrue(subject.submit(\.saving, failing: nil))

        XCTAssertEqual(recorder.recorded.map(\.saving), [nil, .submitting])
    }

    func testARefusalComesAfterSubmittingEachTime() {
        let subject = StateSubject(Snapshot())
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        XCTAssertFalse(subject.submit(\.saving, failing: .refused))
        XCTAssertFalse(subject.submit(\.saving, failing: .refused))

        XCTAssertEqual(recorder.recorded.map(\.saving), [nil, .submitting, .failed(.refused), .submitting, .failed(.refused)])
    }

    func testNothingHappensWhileBusy() {
        let subject = StateSubject(Snapshot(saving: .submitting))
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        XCTAssertFalse(subject.submit(\.saving, failing: nil))
        XCTAssertFalse(subject.submit(\.other, failing: nil) { $0.saving == .submitting })

        XCTAssertEqual(recorder.recorded, [Snapshot(saving: .submitting)])
    }
}
