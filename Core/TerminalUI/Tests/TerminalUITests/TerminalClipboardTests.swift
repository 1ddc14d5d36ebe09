@testable import TerminalUI
import XCTest

/// Copied text leaves with the next frame as OSC 52, once.
@MainActor
final class TerminalClipboardTests: XCTestCase {
    func testCopiedTextIsSentOnceAsOSC52WithBase64() async {
        let clipboard = TerminalClipboard()
        XCTAssertEqual(clipboard.takeSequences(), "")

        clipboard.copy("DE35100101236114885928")
        clipboard.copy("Zoë €")

        XCTAssertEqual(clipboard.takeSequences(), "\u{1B}]52;c;REUzNTEwMDEwMTIzNjExNDg4NTkyOA==\u{07}\u{1B}]52;c;Wm/DqyDigqw=\u{07}")
        XCTAssertEqual(clipboard.takeSequences(), "", "sent once")
        XCTAssertEqual(clipboard.lastCopied, "Zoë €")
    }
}
