import Foundation
import TerminalUI
import XCTest

/// A screen with a button opening a sheet that holds text, a field and buttons.
@MainActor
private final class PinSheetModel {
    var isSheetPresented = false
    var pin = ""
    var isAlertPresented = false
    var isScreenAlertPresented = false
    var confirmed: [String] = []
}

@MainActor
private func makePinSheetHost(_ model: PinSheetModel, columns: Int = 50, rows: Int = 15) -> ViewHost {
    makeHost(columns: columns, rows: rows) {
        VStack {
            Text("Wallet")
            Button("Change PIN") { model.isSheetPresented = true }
        }
        .sheet(isPresented: Binding(model, \.isSheetPresented), title: "New PIN") {
            Text("Choose 4 digits")
            SecureField("PIN", text: Binding(model, \.pin), maxLength: 4, digitsOnly: true)
            HStack {
                Button("Save") { model.confirmed.append(model.pin) }
                Button("Why?") { model.isAlertPresented = true }
            }
            Text("").alert("About PINs", isPresented: Binding(model, \.isAlertPresented)) {}
        }
        .alert("Session expired", isPresented: Binding(model, \.isScreenAlertPresented)) {}
    }
}

@MainActor
final class SheetTests: XCTestCase {
    func testSheetIsABorderedBoxCentredOverTheScreen() async {
        let model = PinSheetModel()
        let host = makePinSheetHost(model)
        host.send(.enter)
        XCTAssertTrue(model.isSheetPresented)
        let lines = host.render().plainLines
        let top = lines.firstIndex { $0.contains("┌") } ?? -1
        let bottom = lines.firstIndex { $0.contains("└") } ?? -1
        XCTAssertEqual(Array(lines[top...bottom]).map { $0.trimmingCharacters(in: .whitespaces) }, [
            "┌────────────────────────┐",
            "│ New PIN                │",
            "│                        │",
            "│ Choose 4 digits        │",
            "│ > PIN                  │",
            "│   [ Save ]   [ Why? ]  │",
            "│                        │",
            "└────────────────────────┘",
        ])
        XCTAssertEqual(top, 3, "8 rows centred in 15")
        XCTAssertEqual(lines[0], "Wallet", "The screen stays visible around the box")
    }

    func testOnlyTheSheetsControlsTakeFocusStartingOnTheFirst() async {
        let model = PinSheetModel()
        let host = makePinSheetHost(model)
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "PIN")
        host.type("12x34")
        XCTAssertEqual(model.pin, "1234")
        XCTAssertNotNil(host.render().cursor, "The sheet's field shows the cursor")
        host.send(.tab)
        host.send(.enter)
        XCTAssertEqual(model.confirmed, ["1234"])
        XCTAssertTrue(model.isSheetPresented, "Sheet buttons do not dismiss by themselves")
        host.send(.tab)
        host.send(.tab)
        XCTAssertEqual(host.focusedLabel, "PIN", "Focus wraps inside the sheet")
        XCTAssertFalse(host.focus(label: "Change PIN"))
        host.send(.left)
        XCTAssertEqual(host.focusedLabel, "PIN", "Left/Right edit text, they do not move focus")
    }

    func testEscapeDismissesTheSheetAndRestoresFocusBeneath() async {
        let model = PinSheetModel()
        let host = makePinSheetHost(model)
        host.send(.enter)
        XCTAssertTrue(host.send(.escape))
        XCTAssertFalse(model.isSheetPresented)
        XCTAssertEqual(host.focusedLabel, "Change PIN")
        XCTAssertFalse(host.render().plainText.contains("New PIN"))
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "PIN", "A new presentation starts on its first control")
    }

    func testAlertInsideTheSheetIsOnTopAndGivesFocusBackToTheSheet() async {
        let model = PinSheetModel()
        let host = makePinSheetHost(model)
        host.send(.enter)
        host.focus(label: "Why?")
        host.send(.enter)
        XCTAssertTrue(model.isAlertPresented)
        XCTAssertEqual(host.focusedLabel, "OK")
        let text = host.render().plainText
        XCTAssertTrue(text.contains("│ About PINs"))
        host.send(.escape)
        XCTAssertFalse(model.isAlertPresented)
        XCTAssertTrue(model.isSheetPresented, "Esc closes only the topmost box")
        XCTAssertEqual(host.focusedLabel, "Why?")
    }

    func testAlertOfTheScreenIsDrawnOverASheet() async {
        let model = PinSheetModel()
        let host = makePinSheetHost(model)
        host.send(.enter)
        model.isScreenAlertPresented = true
        XCTAssertEqual(host.focusedLabel, "OK")
        let lines = host.render().plainLines
        let alertRow = lines.firstIndex { $0.contains("Session expired") } ?? -1
        XCTAssertTrue(lines[alertRow].contains("│ Session expired"), "The alert's own edge, not the sheet's")
        host.send(.enter)
        XCTAssertEqual(host.focusedLabel, "PIN")
        XCTAssertTrue(host.render().plainText.contains("│ New PIN"), "The sheet is still there beneath")
    }

    func testSheetWithOnDismissIsShownWhileAppliedAndEscCallsIt() async {
        let showsSheet = Box(true)
        let dismissals = Box(0)
        let host = makeHost {
            if showsSheet.value {
                Text("Base").sheet(title: "Terms", onDismiss: {
                    dismissals.value += 1
                    showsSheet.value = false
                }) {
                    Text("Be nice.")
                    Button("Close") { showsSheet.value = false }
                }
            } else {
                Text("Base")
            }
        }
        XCTAssertTrue(host.render().plainText.contains("│ Be nice."))
        XCTAssertEqual(host.focusedLabel, "Close")
        host.send(.escape)
        XCTAssertEqual(dismissals.value, 1)
        XCTAssertEqual(host.render().plainText, "Base")
        XCTAssertNil(host.focusedLabel)
    }

    func testBannerShowsOverASheet() async {
        let model = PinSheetModel()
        let host = makeHost(columns: 40, rows: 5) {
            Button("Open") {}
                .sheet(isPresented: Binding(model, \.isSheetPresented)) {
                    Text("One")
                    Text("Two")
                    Text("Three")
                }
                .banner("Saved")
        }
        model.isSheetPresented = true
        let lines = host.render().plainLines
        XCTAssertEqual(lines[0], " Saved")
        XCTAssertTrue(lines[1].contains("│ One"), "The five-row box starts on row 0, under the banner")
    }
}
