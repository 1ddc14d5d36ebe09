import Loadable
import Reactive
import TestSupport
import XCTest

final class StateSubjectLoadTests: XCTestCase {
    private enum Failure: Error, Equatable { case offline, other }
    private typealias State = Loadable<[Int], Failure>

    func testALoadPublishesLoadingThenTheValue() async {
        let subject = StateSubject(State.idle)
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        await subject.load { () throws(Failure) in [1, 2] }

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([1, 2])])
    }

    func testAReloadAndAFailedOneKeepTheValueLoadedBefore() async {
        let subject = StateSubject(State.loaded([1]))
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        await subject.load { () throws(Failure) in throw .offline }
        await subject.load { () throws(Failure) in throw .other }

        XCTAssertEqual(recorder.recorded, [
            .loaded([1]), .loading(last: [1]), .error(.offline, last: [1]), .loading(last: [1]), .error(.other, last: [1]),
        ])
        XCTAssertEqual(subject.value.value, [1])
        XCTAssertNil(subject.value.loadedValue)
        XCTAssertEqual(subject.value.failure, .other)
    }

    func testALoadWhileAnotherRunsDoesNothing() async {
        let subject = StateSubject(State.loading(last: nil))
        let recorder = StateRecorder(subject.eraseToAnyPublisher())
        var ran = false

        await subject.load { () throws(Failure) in ran = true; return [1] }

        XCTAssertFalse(ran)
        XCTAssertEqual(recorder.recorded, [.loading])
    }

    func testALoadIntoAPartChangesOnlyThatPart() async {
        struct Snapshot: Equatable, Sendable {
            var load: Loadable<[Int], Failure> = .idle
            var masked = false
        }
        let subject = StateSubject(Snapshot())
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        await subject.load(into: \.load) { () throws(Failure) in
            subject.update { $0.masked = true } // another change while the load is on its way
            subject.deliver()
            return [1]
        }

        XCTAssertEqual(recorder.recorded.map(\.load), [.idle, .loading, .loading, .loaded([1])])
        XCTAssertEqual(subject.value, Snapshot(load: .loaded([1]), masked: true), "the other change is kept")
    }
}
