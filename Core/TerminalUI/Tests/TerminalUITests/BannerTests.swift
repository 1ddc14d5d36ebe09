import TerminalUI
import XCTest

@MainActor
final class BannerTests: XCTestCase {
    func testBannerIsDrawnAcrossTheTopAboveTheContent() async {
        let message = Box<String?>("Demo inbox: your PayRed code is 123456")
        let host = makeHost(columns: 50, rows: 6) {
            VStack {
                Text("Verify your email")
                Text("Second line")
                Button("Resend") {}
            }
            .banner(message.value)
        }
        let frame = host.render()
        XCTAssertEqual(frame.plainLines[0], " Demo inbox: your PayRed code is 123456")
        XCTAssertEqual(frame.plainLines[1], "Verify your email", "The content moves down, so the banner hides nothing")
        XCTAssertEqual(frame.lines[0], "\u{1B}[0;1;7;36m Demo inbox: your PayRed code is 123456" + String(repeating: " ", count: 11) + "\u{1B}[0m")
        XCTAssertEqual(host.focusedLabel, "Resend", "Banners take no focus")

        message.value = nil
        XCTAssertEqual(host.render().plainLines[0], "Verify your email")
    }

    func testLongTextWrapsToTwoLinesAtMostAndErrorsAreRed() async {
        let host = makeHost(columns: 20, rows: 5) {
            Text("Content").banner("one two three four five six seven eight nine", style: .error)
        }
        let frame = host.render()
        XCTAssertEqual(Array(frame.plainLines.prefix(3)), [" one two three four", " five six seven…", "Content"])
        XCTAssertTrue(frame.lines[0].hasPrefix("\u{1B}[0;1;7;31m"))
    }

    func testBannersStackInTreeOrderAboveTheFieldAndItsCursor() async {
        let text = Box("")
        let host = makeHost(columns: 30, rows: 8) {
            TextField("Field", text: text.binding)
                .banner("First")
                .banner("Second")
        }
        let frame = host.render()
        XCTAssertEqual(Array(frame.plainLines.prefix(2)), [" First", " Second"])
        XCTAssertEqual(frame.cursor?.row, 2, "The field and its cursor sit below the banners")
    }
}
