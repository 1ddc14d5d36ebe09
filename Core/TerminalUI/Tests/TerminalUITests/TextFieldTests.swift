import TerminalUI
import XCTest

@MainActor
final class TextFieldTests: XCTestCase {
    func testTypingInsertsIntoTheBoundModel() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        XCTAssertEqual(host.focusedLabel, "Email address")
        host.type("ana@payred.io")
        XCTAssertEqual(model.emailText, "ana@payred.io")
        XCTAssertTrue(host.render().plainText.contains("> ana@payred.io"))
    }

    func testCursorMovementBackspaceAndDelete() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        host.type("abc")
        host.send(.left)
        host.send(.left)
        host.type("X")
        XCTAssertEqual(model.emailText, "aXbc")
        host.send(.backspace)
        XCTAssertEqual(model.emailText, "abc")
        host.send(.home)
        host.send(.delete)
        XCTAssertEqual(model.emailText, "bc")
        host.send(.backspace)
        XCTAssertEqual(model.emailText, "bc", "Backspace at the start does nothing")
        host.send(.end)
        host.type("d")
        host.send(.right)
        host.type("é")
        XCTAssertEqual(model.emailText, "bcdé")
    }

    func testReadlineKeysMoveAndDeleteToTheStart() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        host.type("old@payred.app")
        host.send(.ctrl("a"))
        host.type(">")
        XCTAssertEqual(model.emailText, ">old@payred.app")
        host.send(.ctrl("e"))
        host.send(.ctrl("u"))
        XCTAssertEqual(model.emailText, "")
        host.type("new")
        XCTAssertEqual(model.emailText, "new")
    }

    func testTerminalCursorFollowsTheEditingPosition() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        host.type("abcd")
        host.send(.left)
        let frame = host.render()
        let row = frame.plainLines.firstIndex { $0.contains("abcd") }
        // padding 2 + focus gutter 2 + 3 characters before the cursor.
        XCTAssertEqual(frame.cursor, CursorPosition(row: row ?? -1, column: 7))
    }

    func testPlaceholderShownDimWhileEmpty() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        let frame = host.render()
        XCTAssertTrue(frame.plainText.contains("Email address"))
        XCTAssertTrue(frame.lines.contains { $0.contains("\u{1B}[0;2;4mEmail address") })
        host.type("x")
        XCTAssertFalse(host.render().plainText.contains("Email address"))
    }

    func testSecureFieldMasksCharactersAndLongTextScrolls() async {
        let password = Box("")
        let host = makeHost(columns: 12) {
            TextField("Password", text: password.binding).secure()
        }
        host.type("hunter2")
        XCTAssertEqual(password.value, "hunter2")
        XCTAssertEqual(host.render().plainLines[0], "> •••••••")
        host.type("abcdefghij")
        let frame = host.render()
        XCTAssertEqual(frame.plainLines[0], "> " + String(repeating: "•", count: 9), "Scrolled to show the end")
        XCTAssertEqual(frame.cursor, CursorPosition(row: 0, column: 11))
    }

    func testEnterRunsOnSubmitWhenGivenAndOtherwiseMovesFocus() async {
        let email = Box("")
        let name = Box("")
        let submits = Box(0)
        let host = makeHost {
            TextField("Email", text: email.binding) { submits.value += 1 }
            TextField("Name", text: name.binding)
            Button("Save") {}
        }
        host.type("ana@payred.app")
        XCTAssertTrue(host.send(.enter))
        XCTAssertEqual(submits.value, 1)
        XCTAssertEqual(host.focusedLabel, "Email", "Submitting keeps focus")
        host.send(.tab)
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "Save")
        XCTAssertEqual(submits.value, 1)
    }
}
