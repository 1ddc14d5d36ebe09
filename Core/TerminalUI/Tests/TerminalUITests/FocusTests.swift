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

    func testFocusMovesToNearestWhenFocusedControlDisappearsAndStaysWhenItIsDisabled() async {
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
        XCTAssertEqual(host.focusedLabel, "C", "A disabled control keeps focus")
        XCTAssertFalse(host.send(.enter))
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "D", "Tab moves on from where focus is")
        host.send(.backTab)
        XCTAssertEqual(host.focusedLabel, "A", "Back past the disabled control")
    }

    func testFocusByLabelForScripts() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        XCTAssertTrue(host.focus(label: "I accept the terms and conditions"))
        XCTAssertEqual(host.focusedLabel, "I accept the terms and conditions")
        XCTAssertFalse(host.focus(label: "Nope"))
    }

    func testFocusReturnsToTheSameControlWhenAllControlsAreEnabledAgain() async {
        let isLoading = Box(false)
        let opened = Box<[String]>([])
        let host = makeHost {
            VStack {
                TextField("Email address", text: Box("a@b.c").binding)
                Button("Read the terms") { opened.value.append("terms") }
                if isLoading.value { ProgressView("Signing in…") }
                Button("Continue") { isLoading.value = true }
            }
            .disabled(isLoading.value)
        }
        XCTAssertEqual(host.focusedLabel, "Email address", "On appear, focus is on the first input")
        host.focus(label: "Continue")
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "Continue", "Focus stays while every control is disabled")
        XCTAssertFalse(host.send(.enter))
        XCTAssertFalse(host.send(.tab))
        isLoading.value = false
        XCTAssertEqual(host.focusedLabel, "Continue")
        host.send(.enter)
        XCTAssertEqual(opened.value, [], "Enter never reached Read the terms")
    }

    func testAfterARequestAnotherScreenStartsOnItsFirstInput() async {
        let screen = Box("login")
        let isLoading = Box(false)
        let host = makeHost {
            VStack {
                if screen.value == "login" {
                    TextField("Email address", text: Box("").binding)
                    Button("Continue") { isLoading.value = true }
                } else {
                    OneTimeCodeField("Code", code: Box("").binding)
                    Button("Continue") {}
                }
            }
            .disabled(isLoading.value)
            .focusScope(screen.value)
        }
        host.focus(label: "Continue")
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "Continue")
        screen.value = "code"
        isLoading.value = false
        XCTAssertEqual(host.focusedLabel, "Code", "Not the new screen's own Continue")
    }

    func testFocusStaysOnItsControlWhileItStaysDisabledAfterARequest() async {
        let isLoading = Box(false)
        let isValid = Box(true)
        let host = makeHost {
            VStack {
                Button("A") {}
                Button("B") {}
                Button("Continue") { isLoading.value = true }.disabled(!isValid.value)
            }
            .disabled(isLoading.value)
        }
        host.focus(label: "Continue")
        host.send(.enter)
        isValid.value = false
        isLoading.value = false
        XCTAssertEqual(host.focusedLabel, "Continue")
        isValid.value = true
        host.send(.enter)
        XCTAssertTrue(isLoading.value, "Enter reaches it once it is enabled")
    }
}
