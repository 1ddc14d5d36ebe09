import Foundation
import Observation
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import XCTest

/// A verify-email screen shaped like the sign-in flow's: code boxes, a resend countdown, a demo-inbox
/// banner and a sheet to sign in with a PIN instead.
@MainActor
@Observable
private final class VerifyEmailModel {
    let resendAt = ViewHost.testingStart.addingTimeInterval(60)
    var code = ""
    var pin = ""
    var isPinSheetPresented = false
    var submittedCodes: [String] = []
}

private struct VerifyEmailScreen: View {
    let model: VerifyEmailModel

    var body: some View {
        VStack(spacing: 1) {
            Text("Verify your email").bold()
            Text("We sent a 6-digit code to ana@payred.app").dim()
            OneTimeCodeField("Verification code", code: Binding(model, \.code)) { model.submittedCodes.append($0) }
            Countdown(until: model.resendAt) { seconds in
                if seconds > 0 {
                    Text("Resend code in \(Countdown.minutesAndSeconds(seconds))").dim()
                } else {
                    Button("Resend code") {}
                }
            }
            Button("Use my PIN instead") { model.isPinSheetPresented = true }
        }
        .padding(horizontal: 2, vertical: 2)
        .banner("Demo inbox: your PayRed code is 123456")
        .sheet(isPresented: Binding(model, \.isPinSheetPresented), title: "Sign in with your PIN") {
            SecureField("PIN", text: Binding(model, \.pin), maxLength: 6, digitsOnly: true)
            Button("Sign in") {}
        }
    }
}

@MainActor
final class TerminalSnapshotTests: XCTestCase {
    func testVerifyEmailScreenWhileTypingThenWithThePinSheet() async {
        let model = VerifyEmailModel()
        let host = ViewHost.forTesting(size: TerminalSize(columns: 60, rows: 16)) { VerifyEmailScreen(model: model) }
        host.type("123")
        host.advanceClock(by: .seconds(17))
        assertSnapshot(of: host, as: .terminal)

        host.advanceClock(by: .seconds(60))
        host.press(.tab, .tab, .enter)
        host.type("4242")
        assertSnapshot(of: host, as: .terminal)
    }

    func testAnyViewRendersAtTheGivenSize() async {
        let view = AnyView(VStack {
            Text("PayRed").bold()
            Button("Continue") {}.disabled(true)
        })
        assertSnapshot(of: view, as: .terminal(size: TerminalSize(columns: 24, rows: 4)))
    }

    func testSnapshotTextNumbersEveryRowAndReportsCursorAndFocus() async {
        let host = ViewHost.forTesting(size: TerminalSize(columns: 20, rows: 4)) {
            TextField("Name", text: .constant("Ana"))
        }
        XCTAssertEqual(host.render().snapshotText(focusedLabel: host.focusedLabel), """
        20×4 · cursor row 1, column 6 · focus: Name
        1│> Ana
        2│
        3│
        4│
        styles:
        1│1-2 bold, 3-20 underline

        """)
        XCTAssertEqual(Frame(lines: ["x"], size: TerminalSize(columns: 1, rows: 1)).snapshotText(), "1×1 · cursor hidden\n1│x\n")
    }
}
