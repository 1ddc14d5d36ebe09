import TerminalUI
import XCTest

/// A screen says where focus starts, also when that content arrives after the first frame.
@MainActor
final class DefaultFocusTests: XCTestCase {
    func testFocusStartsOnTheDefaultControlAndMovesThereWhenItArrivesLater() async {
        let loaded = Box(false)
        let host = makeHost {
            TextField("Search", text: Box("").binding)
            if loaded.value {
                Button("Main account") {}.defaultFocus()
            }
            Button("Lock now") {}
        }
        XCTAssertEqual(host.focusedLabel, "Search")
        loaded.value = true
        XCTAssertEqual(host.focusedLabel, "Main account", "the content arrived while focus was the screen's own choice")
    }

    func testTheUsersChoiceStandsWhenTheDefaultControlArrives() async {
        let loaded = Box(false)
        let search = Box("")
        let host = makeHost {
            TextField("Search", text: search.binding)
            if loaded.value {
                Button("Main account") {}.defaultFocus()
            }
        }
        host.type("lun")
        loaded.value = true
        XCTAssertEqual(host.focusedLabel, "Search", "typing in the field made it the user's choice")
        XCTAssertEqual(search.value, "lun")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Main account")
    }
}
