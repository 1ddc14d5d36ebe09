import TerminalUI
import TerminalUISnapshotTesting
import XCTest

/// Focus as state: remembered per screen, tied to a view model's value both ways.
@MainActor
final class FocusStateTests: XCTestCase {
    private enum Field: Hashable { case search, list }

    func testAScreenShownAgainGetsItsFocusBackAndANewScreenStartsAfresh() async {
        let stack = Box(["list"])
        let host = makeHost {
            if stack.value.last == "list" {
                VStack {
                    Button("First") {}
                    Button("Second") {}
                    Button("Third") {}
                }
                .focusScope(stack.value.count)
            } else {
                VStack {
                    Button("Back") {}
                    Button("Second") {}
                }
                .focusScope(stack.value.count)
            }
        }
        host.press(.tab, .tab)
        XCTAssertEqual(host.focusedLabel, "Third")
        stack.value.append("detail")
        XCTAssertEqual(host.focusedLabel, "Back", "A new screen starts on its first control, not on a same-named one")
        host.send(.tab)
        stack.value.removeLast()
        XCTAssertEqual(host.focusedLabel, "Third", "Popping returns focus to where it was")
    }

    func testFocusReturnsOnceTheRememberedControlIsOnScreenAgain() async {
        let screen = Box("list")
        let isLoaded = Box(true)
        let host = makeHost {
            VStack {
                Button("Refresh") {}
                if isLoaded.value { Button("Row 2") {} }
            }
            .focusScope(screen.value)
        }
        host.send(.tab)
        screen.value = "detail"
        _ = host.render()
        isLoaded.value = false
        screen.value = "list"
        XCTAssertEqual(host.focusedLabel, "Refresh")
        isLoaded.value = true
        XCTAssertEqual(host.focusedLabel, "Row 2", "The row arrived after the screen did")
    }

    func testAScreenLeftBeforeItsContentCameStartsOnItsContentWhenShownAgain() async {
        let tab = Box("home")
        let isLoaded = Box(false)
        let host = makeHost {
            if tab.value == "home" {
                VStack {
                    if isLoaded.value {
                        VStack { Button("Main account") {} }.defaultFocus()
                    }
                    Button("Lock now") {}
                }
                .focusScope("home")
            } else {
                Button("Confirm") {}.focusScope("transfer")
            }
        }
        XCTAssertEqual(host.focusedLabel, "Lock now", "nothing else to take it while loading")
        tab.value = "transfer"  // a link opened another tab before the user touched this one
        _ = host.render()
        isLoaded.value = true
        tab.value = "home"
        XCTAssertEqual(host.focusedLabel, "Main account", "the focus the screen never got from the user is not brought back")
    }

    func testAControlRelabelledInPlaceKeepsFocusAndIsReturnedTo() async {
        let unread = Box(2)
        let stack = Box(["menu"])
        let host = makeHost {
            if stack.value.last == "menu" {
                VStack {
                    Button("Profile") {}
                    Button(unread.value > 0 ? "Notifications (\(unread.value) unread)" : "Notifications") {}
                    Button("Settings") {}
                }
                .focusScope(stack.value.count)
            } else {
                Button("Back") {}.focusScope(stack.value.count)
            }
        }
        host.send(.tab)
        unread.value = 1
        XCTAssertEqual(host.focusedLabel, "Notifications (1 unread)")
        stack.value.append("notifications")
        _ = host.render()
        unread.value = 0
        stack.value.removeLast()
        XCTAssertEqual(host.focusedLabel, "Notifications", "Back on the entry it opened, though its label changed meanwhile")
    }

    func testFocusedBindingFollowsKeysAndAViewModelMovesFocus() async {
        let field = Box<Field?>(nil)
        let text = Box("")
        let host = makeHost {
            TextField("Search", text: text.binding).focused(field.binding, equals: .search)
            Button("Export") {}
            Button("Open") {}.focused(field.binding, equals: .list)
        }
        XCTAssertEqual(host.focusedLabel, "Search")
        XCTAssertEqual(field.value, .search, "Focus the host chose is written back")
        host.send(.tab)
        XCTAssertEqual(field.value, nil, "A control tied to no value clears the state")
        host.send(.tab)
        XCTAssertEqual(field.value, .list)
        field.value = .search
        XCTAssertEqual(host.focusedLabel, "Search", "Setting the state moves focus")
        host.type("r")
        XCTAssertEqual(text.value, "r")
    }

    func testBelowTheMinimumSizeANoticeShowsAndKeysAreNotTaken() async {
        let pressed = Box(0)
        let host = makeHost(columns: 30, rows: 10) {
            Button("Go") { pressed.value += 1 }
        }
        host.minimumSize = TerminalSize(columns: 60, rows: 18)
        XCTAssertEqual(
            host.render().plainText,
            "Make the window larger: this\nneeds at least 60×18; it is\n30×10."
        )
        XCTAssertFalse(host.send(.enter))
        XCTAssertEqual(pressed.value, 0)
        host.size = TerminalSize(columns: 60, rows: 18)
        host.send(.enter)
        XCTAssertEqual(pressed.value, 1)
    }

    func testTimelineViewBuildsForTheHostsTimeAndAsksToBeDrawnAtEachDate() async {
        let start = ViewHost.testingStart
        let host = ViewHost.forTesting(size: TerminalSize(columns: 20, rows: 2)) {
            TimelineView(changesAt: [start.addingTimeInterval(60)]) { now in
                Text(now < start.addingTimeInterval(60) ? "code 4242" : "")
            }
        }
        XCTAssertEqual(host.render().plainText, "code 4242")
        XCTAssertEqual(host.nextTimedUpdate, start.addingTimeInterval(60))
        host.advanceClock(by: .seconds(60))
        XCTAssertEqual(host.render().plainText, "")
    }

    func testGeometryReaderBuildsForTheScreenSize() async {
        let host = makeHost(columns: 44, rows: 7) {
            GeometryReader { size in Text("\(size.columns)×\(size.rows)") }
        }
        XCTAssertEqual(host.render().plainText, "44×7")
    }
}
