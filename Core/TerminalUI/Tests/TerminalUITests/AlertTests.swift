import TerminalUI
import XCTest

@MainActor
final class AlertTests: XCTestCase {
    private func presentedAlertHost() -> (LoginViewModel, ViewHost) {
        let model = LoginViewModel()
        let host = makeLoginHost(model, size: TerminalSize(columns: 60, rows: 21))
        host.focus(label: "I accept the terms and conditions")
        model.isErrorAlertPresented = true
        return (model, host)
    }

    func testAlertIsDrawnCentredOverTheContent() async {
        let (_, host) = presentedAlertHost()
        let frame = host.render()
        let lines = frame.plainLines
        let titleRow = lines.firstIndex { $0.contains("│ Sign-in failed") }
        XCTAssertNotNil(titleRow)
        XCTAssertTrue(lines.contains { $0.contains("│ The server could not be reached.") })
        XCTAssertTrue(lines.contains { $0.contains("> [ Retry ]    [ OK ]") })
        let top = lines.firstIndex { $0.contains("┌") } ?? -1
        let bottom = lines.firstIndex { $0.contains("└") } ?? -1
        XCTAssertEqual(top + bottom, 20, "Vertically centred in 21 rows")
        let topEdge = Array(lines[top])
        let left = topEdge.firstIndex(of: "┌") ?? 0
        let width = (topEdge.lastIndex(of: "┐") ?? 0) - left + 1
        XCTAssertLessThanOrEqual(abs(60 - width - 2 * left), 1, "Horizontally centred")
        XCTAssertNil(frame.cursor)
    }

    func testAlertTakesFocusAndKeepsKeysFromTheContent() async {
        let (model, host) = presentedAlertHost()
        XCTAssertEqual(host.focusedLabel, "Retry")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "OK")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Retry")
        host.send(.right)
        XCTAssertEqual(host.focusedLabel, "OK")
        host.type("x")
        XCTAssertEqual(model.emailText, "")
        XCTAssertFalse(host.focus(label: "Email address"))
    }

    func testEscapeDismissesWithoutRunningActionsAndRestoresContentFocus() async {
        let (model, host) = presentedAlertHost()
        XCTAssertTrue(host.send(.escape))
        XCTAssertFalse(model.isErrorAlertPresented)
        XCTAssertEqual(model.retryTaps + model.dismissCalls, 0)
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
        XCTAssertFalse(host.render().plainText.contains("Sign-in failed"))
    }

    func testButtonsDismissThenRunTheirAction() async {
        let (model, host) = presentedAlertHost()
        host.send(.enter)
        XCTAssertEqual(model.retryTaps, 1)
        XCTAssertFalse(model.isErrorAlertPresented)

        model.isErrorAlertPresented = true
        XCTAssertEqual(host.focusedLabel, "Retry", "A new presentation starts on the first button")
        host.send(.tab)
        host.send(.character(" "))
        XCTAssertEqual(model.dismissCalls, 1)
        XCTAssertFalse(model.isErrorAlertPresented)
    }

    func testAlertWithoutButtonsOffersOK() async {
        let isPresented = Box(true)
        let host = makeHost {
            Text("Body").alert("Saved", isPresented: isPresented.binding) {}
        }
        XCTAssertEqual(host.focusedLabel, "OK")
        host.send(.enter)
        XCTAssertFalse(isPresented.value)
    }
}
