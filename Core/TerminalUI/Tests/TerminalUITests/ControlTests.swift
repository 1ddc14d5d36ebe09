import TerminalUI
import XCTest

@MainActor
final class ControlTests: XCTestCase {
    func testToggleFlipsWithSpaceAndEnter() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        host.focus(label: "I accept the terms and conditions")
        XCTAssertTrue(host.send(.character(" ")))
        XCTAssertTrue(model.acceptTermsCheckbox)
        XCTAssertTrue(host.render().plainText.contains("> [x] I accept the terms and conditions"))
        host.send(.enter)
        XCTAssertFalse(model.acceptTermsCheckbox)
        XCTAssertTrue(host.render().plainText.contains("[ ] I accept"))
    }

    func testButtonActivatesWithEnterAndSpace() async {
        let model = LoginViewModel()
        model.emailText = "ana@payred.io"
        model.acceptTermsCheckbox = true
        let host = makeLoginHost(model)
        XCTAssertTrue(host.focus(label: "Continue"))
        XCTAssertTrue(host.send(.enter))
        XCTAssertTrue(host.send(.character(" ")))
        XCTAssertEqual(model.continueTaps, 2)
        XCTAssertFalse(host.send(.character("x")), "Buttons ignore other keys")
        XCTAssertTrue(host.render().plainText.contains("> [ Continue ]"))
    }

    func testDisabledButtonIsNotFocusableNorActivatedAndDrawnDim() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        XCTAssertFalse(host.focus(label: "Continue"))
        var visited: [String?] = []
        for _ in 0..<4 {
            host.send(.tab)
            visited.append(host.focusedLabel)
        }
        XCTAssertFalse(visited.contains("Continue"))
        host.send(.enter)
        XCTAssertEqual(model.continueTaps, 0)
        XCTAssertTrue(host.render().lines.contains { $0.contains("\u{1B}[0;2m[ Continue ]") })
    }

    func testDisabledModifierAppliesToEveryControlInside() async {
        let flag = Box(false)
        let host = makeHost {
            VStack {
                Toggle("A", isOn: flag.binding)
                Button("B") {}
            }
            .disabled(true)
        }
        XCTAssertNil(host.focusedLabel)
        XCTAssertFalse(host.send(.enter))
        XCTAssertFalse(flag.value)
    }
}
