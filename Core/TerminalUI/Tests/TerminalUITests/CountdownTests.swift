import Foundation
import TerminalUI
import XCTest

@MainActor
final class CountdownTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_000)

    private func countdownHost(until deadline: Date) -> ViewHost {
        ViewHost(size: TerminalSize(columns: 40, rows: 3), now: { [start] in start }) {
            AnyView(Countdown(until: deadline) { seconds in
                if seconds > 0 {
                    Text("Resend in \(Countdown.minutesAndSeconds(seconds))")
                } else {
                    Button("Resend code") {}
                }
            })
        }
    }

    func testShowsTheSecondsLeftByTheHostClock() async {
        let host = countdownHost(until: start.addingTimeInterval(75))
        XCTAssertEqual(host.render().plainText, "Resend in 1:15")
        host.advanceClock(by: 0.5)
        XCTAssertEqual(host.render().plainText, "Resend in 1:15", "Partial seconds round up")
        host.advanceClock(by: .seconds(1))
        XCTAssertEqual(host.render().plainText, "Resend in 1:14")
        host.advanceClock(by: .seconds(70))
        XCTAssertEqual(host.render().plainText, "Resend in 0:04")
        host.advanceClock(by: .milliseconds(3_500))
        XCTAssertEqual(host.render().plainText, "> [ Resend code ]")
        XCTAssertEqual(host.focusedLabel, "Resend code")
    }

    func testNextTimedUpdateIsWhenTheShownSecondsChange() async {
        let host = countdownHost(until: start.addingTimeInterval(10.25))
        XCTAssertEqual(host.render().plainText, "Resend in 0:11")
        XCTAssertEqual(host.nextTimedUpdate, start.addingTimeInterval(0.25), "When 0:10 is left")
        host.advanceClock(by: 0.25)
        XCTAssertEqual(host.now, start.addingTimeInterval(0.25))
        XCTAssertEqual(host.render().plainText, "Resend in 0:10")
        XCTAssertEqual(host.nextTimedUpdate, start.addingTimeInterval(1.25))
        host.advanceClock(by: 20)
        _ = host.render()
        XCTAssertNil(host.nextTimedUpdate, "Nothing left to count")
        XCTAssertFalse(host.isAnimating, "A countdown is not an animation")
    }

    func testCountdownInsideASheetSchedulesUpdatesToo() async {
        let host = ViewHost(size: TerminalSize(columns: 40, rows: 9), now: { [start] in start }) { [start] in
            AnyView(Text("Base").sheet(title: "Code", onDismiss: {}) {
                Countdown(until: start.addingTimeInterval(3)) { Text("\($0)s") }
            })
        }
        XCTAssertTrue(host.render().plainText.contains("│ 3s"))
        XCTAssertEqual(host.nextTimedUpdate, start.addingTimeInterval(1))
    }

    func testMinutesAndSecondsFormatting() {
        XCTAssertEqual(Countdown.minutesAndSeconds(0), "0:00")
        XCTAssertEqual(Countdown.minutesAndSeconds(5), "0:05")
        XCTAssertEqual(Countdown.minutesAndSeconds(59), "0:59")
        XCTAssertEqual(Countdown.minutesAndSeconds(60), "1:00")
        XCTAssertEqual(Countdown.minutesAndSeconds(3_725), "62:05")
        XCTAssertEqual(Countdown.minutesAndSeconds(-3), "0:00")
    }

    func testTheDefaultClockIsTheSystemClock() async {
        let host = makeHost { Text("x") }
        XCTAssertLessThan(abs(host.now.timeIntervalSinceNow), 5)
        host.advanceClock(by: 60)
        XCTAssertEqual(host.now.timeIntervalSinceNow, 60, accuracy: 5)
    }
}
