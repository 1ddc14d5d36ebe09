import TerminalUI
import XCTest

@MainActor
final class FocusTests: XCTestCase {
    func testFocusOrderFollowsLayoutAndWraps() async {
        let model = LoginViewModel()
        model.emailText = "a"
        model.acceptTermsCheckbox = true
        let host = makeLoginHost(model)
        XCTAssertEqual(host.focusedLabel, "Email address")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
        host.send(.down)
        XCTAssertEqual(host.focusedLabel, "Continue")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Email address")
        host.send(.backTab)
        XCTAssertEqual(host.focusedLabel, "Continue")
        host.send(.up)
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
    }

    func testEnterInTextFieldMovesToNextControl() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
    }

    func testFocusIsKeptWhenARenderInsertsViewsBeforeIt() async {
        let model = LoginViewModel()
        model.emailText = "a"
        model.acceptTermsCheckbox = true
        let host = makeLoginHost(model)
        host.focus(label: "I accept the terms and conditions")
        _ = host.render()
        model.inlineError = "Invalid email"
        model.isLoading = true
        let frame = host.render()
        XCTAssertTrue(frame.plainText.contains("Invalid email"))
        XCTAssertTrue(frame.plainText.contains("Signing in…"))
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
    }

    func testIdentityUsesOccurrenceAmongEqualLabels() async {
        let showHeaderButton = Box(false)
        let host = makeHost {
            if showHeaderButton.value { Button("Help") {} }
            Button("Delete") {}
            Button("Delete") {}
        }
        host.send(.tab)
        XCTAssertEqual(host.render().plainLines[1], "> [ Delete ]")
        showHeaderButton.value = true
        XCTAssertEqual(host.render().plainLines[2], "> [ Delete ]", "Second Delete keeps focus after an insert above")
    }

    func testFocusMovesToNearestWhenFocusedControlDisappearsOrIsDisabled() async {
        let showB = Box(true)
        let disableC = Box(false)
        let host = makeHost {
            Button("A") {}
            if showB.value { Button("B") {} }
            Button("C") {}.disabled(disableC.value)
            Button("D") {}
        }
        host.focus(label: "B")
        showB.value = false
        XCTAssertEqual(host.focusedLabel, "C", "Ties prefer the following control")
        disableC.value = true
        XCTAssertEqual(host.focusedLabel, "D")
    }

    func testFocusByLabelForScripts() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        XCTAssertTrue(host.focus(label: "I accept the terms and conditions"))
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
        XCTAssertFalse(host.focus(label: "Nope"))
    }
}
