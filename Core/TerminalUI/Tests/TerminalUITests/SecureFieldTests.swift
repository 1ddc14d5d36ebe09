import TerminalUI
import XCTest

@MainActor
final class SecureFieldTests: XCTestCase {
    func testShowsABulletPerCharacterAndNeverTheText() async {
        let password = Box("")
        let host = makeHost { SecureField("Password", text: password.binding) }
        XCTAssertTrue(host.render().plainText.contains("> Password"), "The label is the placeholder")
        host.type("s3cret!")
        let frame = host.render()
        XCTAssertEqual(password.value, "s3cret!")
        XCTAssertEqual(frame.plainLines[0], "> •••••••")
        XCTAssertFalse(frame.lines.joined().contains("s3cret"))
        XCTAssertEqual(frame.cursor, CursorPosition(row: 0, column: 9))
    }

    func testDigitsOnlyPinIgnoresOtherCharactersAndStopsAtMaxLength() async {
        let pin = Box("")
        let host = makeHost { SecureField("PIN", text: pin.binding, maxLength: 6, digitsOnly: true) }
        XCTAssertTrue(host.send(.character("x")), "Ignored characters are still the field's keys")
        host.type("12a3 4-56789")
        XCTAssertEqual(pin.value, "123456")
        XCTAssertEqual(host.render().plainLines[0], "> ••••••")
        host.send(.backspace)
        host.type("0")
        XCTAssertEqual(pin.value, "123450")
    }

    func testEnterRunsOnSubmitInsteadOfMovingFocus() async {
        let pin = Box("")
        let submitted = Box<[String]>([])
        let host = makeHost {
            SecureField("PIN", text: pin.binding, digitsOnly: true) { submitted.value.append(pin.value) }
            Button("Forgot PIN") {}
        }
        host.type("4321")
        XCTAssertTrue(host.send(.enter))
        XCTAssertEqual(submitted.value, ["4321"])
        XCTAssertEqual(host.focusedLabel, "PIN")
    }

    func testWithoutOnSubmitEnterMovesFocusAndFocusWorksByLabel() async {
        let pin = Box("")
        let host = makeHost {
            Button("Back") {}
            SecureField("PIN", text: pin.binding)
            Button("Continue") {}
        }
        XCTAssertTrue(host.focus(label: "PIN"))
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "Continue")
    }
}
