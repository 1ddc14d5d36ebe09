import Loadable
import XCTest

final class LoadableTests: XCTestCase {
    private enum Failure: Error, Equatable { case offline }

    func testOnlyTheLoadedStateHasAValue() {
        XCTAssertEqual(Loadable<[Int], Failure>.loaded([1, 2]).loadedValue, [1, 2])
        XCTAssertNil(Loadable<[Int], Failure>.idle.loadedValue)
        XCTAssertNil(Loadable<[Int], Failure>.loading.loadedValue)
        XCTAssertNil(Loadable<[Int], Failure>.error(.offline).loadedValue)
    }

    func testOnlyTheErrorStateHasAFailure() {
        XCTAssertEqual(Loadable<[Int], Failure>.error(.offline).failure, .offline)
        XCTAssertNil(Loadable<[Int], Failure>.loaded([]).failure)
        XCTAssertNil(Loadable<[Int], Failure>.idle.failure)
    }

    func testOnlyTheLoadingStateIsLoading() {
        XCTAssertTrue(Loadable<[Int], Failure>.loading.isLoading)
        XCTAssertFalse(Loadable<[Int], Failure>.idle.isLoading)
        XCTAssertFalse(Loadable<[Int], Failure>.loaded([]).isLoading)
        XCTAssertFalse(Loadable<[Int], Failure>.error(.offline).isLoading)
    }

    func testTheValueIsTheLoadedOneOrTheOneLoadedBeforeAReloadOrAFailure() {
        XCTAssertEqual(Loadable<[Int], Failure>.loaded([1]).value, [1])
        XCTAssertEqual(Loadable<[Int], Failure>.loading(last: [1]).value, [1])
        XCTAssertEqual(Loadable<[Int], Failure>.error(.offline, last: [1]).value, [1])
        XCTAssertNil(Loadable<[Int], Failure>.loading(last: nil).value)
        XCTAssertNil(Loadable<[Int], Failure>.idle.value)
        XCTAssertTrue(Loadable<[Int], Failure>.loading(last: [1]).isLoading)
        XCTAssertEqual(Loadable<[Int], Failure>.error(.offline, last: [1]).failure, .offline)
    }

    func testAFailureIsStaleOnlyBesideAValueLoadedBefore() {
        XCTAssertEqual(Loadable<[Int], Failure>.error(.offline, last: [1]).staleFailure, .offline)
        XCTAssertNil(Loadable<[Int], Failure>.error(.offline, last: nil).staleFailure)
        XCTAssertNil(Loadable<[Int], Failure>.loading(last: [1]).staleFailure)
        XCTAssertNil(Loadable<[Int], Failure>.loaded([1]).staleFailure)
    }
}
