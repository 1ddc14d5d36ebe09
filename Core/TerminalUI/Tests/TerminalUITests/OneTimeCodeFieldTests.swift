import TerminalUI
import XCTest

@MainActor
final class OneTimeCodeFieldTests: XCTestCase {
    private func codeHost(_ code: Box<String>, completed: Box<[String]>, length: Int = 6) -> ViewHost {
        makeHost {
            Text("Enter the code we emailed you")
            OneTimeCodeField("Verification code", code: code.binding, length: length) { completed.value.append($0) }
            Button("Resend") {}
        }
    }

    func testDrawsOneBoxPerDigitWithTheCursorOnTheNextBox() async {
        let code = Box("")
        let host = codeHost(code, completed: Box([]))
        XCTAssertEqual(host.focusedLabel, "Verification code")
        XCTAssertEqual(host.render().plainLines[1], "> [ ][ ][ ][ ][ ][ ]")
        host.type("123")
        let frame = host.render()
        XCTAssertEqual(frame.plainLines[1], "> [1][2][3][ ][ ][ ]")
        XCTAssertEqual(frame.cursor, CursorPosition(row: 1, column: 12))
        XCTAssertTrue(frame.lines[1].contains("\u{1B}[0;7m \u{1B}[0m]"), "The next box is highlighted")
    }

    func testTakesDigitsAndBackspaceOnly() async {
        let code = Box("")
        let host = codeHost(code, completed: Box([]))
        host.type("1a2 3")
        XCTAssertEqual(code.value, "123")
        XCTAssertFalse(host.send(.left), "No cursor movement")
        XCTAssertFalse(host.send(.home))
        host.type("4")
        XCTAssertEqual(code.value, "1234", "Digits always go at the end")
        host.send(.backspace)
        host.send(.backspace)
        XCTAssertEqual(code.value, "12")
        XCTAssertEqual(host.render().plainLines[1], "> [1][2][ ][ ][ ][ ]")
    }

    func testTypingTheLastDigitCompletesOnceAndFurtherDigitsAreIgnored() async {
        let code = Box("")
        let completed = Box<[String]>([])
        let host = codeHost(code, completed: completed, length: 4)
        host.type("987")
        XCTAssertEqual(completed.value, [])
        host.type("6")
        XCTAssertEqual(completed.value, ["9876"])
        host.type("5")
        XCTAssertEqual(code.value, "9876")
        XCTAssertEqual(completed.value, ["9876"])
        XCTAssertEqual(host.render().plainLines[1], "> [9][8][7][6]")
        XCTAssertEqual(host.render().cursor, CursorPosition(row: 1, column: 12), "The cursor stays on the last box")
    }

    func testEnterSubmitsOnlyACompleteCode() async {
        let code = Box("12")
        let completed = Box<[String]>([])
        let host = codeHost(code, completed: completed, length: 3)
        host.send(.enter)
        XCTAssertEqual(completed.value, [])
        XCTAssertEqual(host.focusedLabel, "Verification code")
        host.type("3")
        host.send(.enter)
        XCTAssertEqual(completed.value, ["123", "123"])
    }

    func testWithoutOnCompleteEnterMovesFocusAndDisabledFieldIsDim() async {
        let code = Box("")
        let disabled = Box(false)
        let host = makeHost {
            OneTimeCodeField("Code", code: code.binding, length: 2).disabled(disabled.value)
            Button("Verify") {}
        }
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "Verify")
        disabled.value = true
        XCTAssertTrue(host.render().lines[0].contains("\u{1B}[0;2m[ ]"))
    }
}
