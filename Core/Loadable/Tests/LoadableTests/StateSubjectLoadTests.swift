import Loadable
import Reactive
import TestSupport
import XCTest

final class StateSubjectLoadTests: XCTestCase {
    private enum Failure: Error, Equatable { case offline, other }

    func testALoadPublishesLoadingThenTheValue() async {
        let subject = StateSubject(Loadable<[Int], Failure>.idle)
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        await subject.load({ [1, 2] }, failure: { _ in .other })

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([1, 2])])
    }

    func testAFailedLoadPublishesWhyAndThrowsNothing() async {
        let subject = StateSubject(Loadable<[Int], Failure>.loaded([1]))
        let recorder = StateRecorder(subject.eraseToAnyPublisher())

        await subject.load({ throw Failure.offline }, failure: { $0 as? Failure ?? .other })

        XCTAssertEqual(recorder.recorded, [.loaded([1]), .loading, .error(.offline)])
    }

    func testALoadWhileAnotherRunsDoesNothing() async {
        let subject = StateSubject(Loadable<[Int], Failure>.loading)
        let recorder = StateRecorder(subject.eraseToAnyPublisher())
        var ran = false

        await subject.load({ ran = true; return [1] }, failure: { _ in .other })

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

        await subject.load(into: \.load, {
            subject.update { $0.masked = true } // another change while the load is on its way
            subject.deliver()
            return [1]
        }, failure: { _ in .other })

        XCTAssertEqual(recorder.recorded.map(\.load), [.idle, .loading, .loading, .loaded([1])])
        XCTAssertEqual(subject.value, Snapshot(load: .loaded([1]), masked: true), "the other change is kept")
    }
}
