import TerminalUI
import XCTest

@MainActor
final class ViewBuilderTests: XCTestCase {
    func testIfElseChoosesTheBranch() async {
        let isSignedIn = Box(false)
        let host = makeHost {
            if isSignedIn.value {
                Text("Welcome back")
            } else {
                Text("Please sign in")
                Button("Sign in") {}
            }
        }
        XCTAssertEqual(host.render().plainText, "Please sign in\n> [ Sign in ]")
        isSignedIn.value = true
        XCTAssertEqual(host.render().plainText, "Welcome back")
        XCTAssertNil(host.focusedLabel)
    }

    func testIfLetAndOptionalContent() async {
        let error = Box<String?>(nil)
        let host = makeHost {
            Text("Form")
            if let message = error.value { Text("Error: \(message)") }
        }
        XCTAssertEqual(host.render().plainText, "Form")
        error.value = "bad input"
        XCTAssertEqual(host.render().plainText, "Form\nError: bad input")
    }

    func testForInLoopsBuildEveryElementInOrder() async {
        let payees = ["Ana", "Ben", "Cy"]
        let host = makeHost {
            VStack {
                for payee in payees {
                    Button("Pay \(payee)") {}
                }
            }
            .border(title: "Payees")
        }
        XCTAssertEqual(host.render().plainText, """
        ┌─ Payees ────┐
        │> [ Pay Ana ]│
        │  [ Pay Ben ]│
        │  [ Pay Cy ] │
        └─────────────┘
        """)
    }

    func testAnyViewAndEmptyView() async {
        let host = makeHost {
            Text("a").eraseToAnyView()
            EmptyView()
            AnyView(Text("b"))
        }
        XCTAssertEqual(host.render().plainText, "a\nb")
    }
}
