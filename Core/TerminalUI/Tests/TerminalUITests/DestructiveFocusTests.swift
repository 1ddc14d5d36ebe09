import TerminalUI
import XCTest

/// A destructive button is one deliberate key away, never where focus lands on its own.
@MainActor
final class DestructiveFocusTests: XCTestCase {
    func testAScreenStartsOnItsFirstControlThatIsNotDestructive() async {
        let host = makeHost {
            Button("Log out", role: .destructive) {}
            Button("Lock now") {}
        }
        XCTAssertEqual(host.focusedLabel, "Lock now")
    }

    func testADisabledFieldKeepsFocusSoEnterNeverReachesTheDestructiveNeighbour() async {
        let disabled = Box(false)
        let loggedOut = Box(false)
        let host = makeHost {
            TextField("PIN", text: Box("").binding).disabled(disabled.value)
            Button("Log out", role: .destructive) { loggedOut.value = true }
        }
        XCTAssertEqual(host.focusedLabel, "PIN")
        disabled.value = true
        XCTAssertEqual(host.focusedLabel, "PIN", "focus stays on the disabled field, never moving to Log out")
        host.send(.enter)
        XCTAssertFalse(loggedOut.value)
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Log out", "Tab still reaches it")
        host.send(.enter)
        XCTAssertTrue(loggedOut.value)
    }

    func testWrappingAroundNeverLandsOnADestructiveControl() async {
        let host = makeHost {
            Button("Profile") {}
            Button("Settings") {}
            Button("Log out", role: .destructive) {}
        }
        host.send(.up)
        XCTAssertEqual(host.focusedLabel, "Settings", "↑ from the first control skips Log out at the bottom")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Log out", "Moving onto it on purpose still works")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Profile")
    }

    func testAScreenShownAgainDoesNotReturnFocusToADestructiveControl() async {
        let screen = Box("menu")
        let host = makeHost {
            if screen.value == "menu" {
                VStack {
                    Button("Profile") {}
                    Button("Log out", role: .destructive) {}
                }
                .focusScope("menu")
            } else {
                Button("Home") {}.focusScope("home")
            }
        }
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Log out")
        screen.value = "home"
        _ = host.render()
        screen.value = "menu"
        XCTAssertEqual(host.focusedLabel, "Profile", "coming back to the tab, focus starts afresh")
    }

    func testAnAlertOpensOnItsSafeChoice() async {
        let deleted = Box(false)
        let host = makeHost {
            Text("Payees").alert("Delete Mum?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) { deleted.value = true }
                Button("Cancel") {}
            }
        }
        XCTAssertEqual(host.focusedLabel, "Cancel")
        XCTAssertTrue(host.render().plainText.contains("[ Delete ]"))
        host.send(.enter)
        XCTAssertFalse(deleted.value)
    }

    func testTabAndShiftTabCycleThroughEveryControlOfAScreen() async {
        // A card's detail: Freeze comes first, focus starts on Back.
        let host = makeHost {
            Button("Freeze card", role: .destructive) {}
            Button("Back to cards") {}
        }
        XCTAssertEqual(host.focusedLabel, "Back to cards")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Freeze card", "Tab wraps onto a destructive control on purpose")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Back to cards")
        host.send(.backTab)
        XCTAssertEqual(host.focusedLabel, "Freeze card")
    }

    func testTabAndShiftTabCycleThroughEveryButtonOfAQuestion() async {
        let host = makeHost {
            Text("Menu").alert("Log out?", isPresented: .constant(true)) {
                Button("Log out", role: .destructive) {}
                Button("Cancel") {}
            }
        }
        XCTAssertEqual(host.focusedLabel, "Cancel")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Log out")
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "Cancel")
        host.send(.backTab)
        XCTAssertEqual(host.focusedLabel, "Log out")
    }
}
