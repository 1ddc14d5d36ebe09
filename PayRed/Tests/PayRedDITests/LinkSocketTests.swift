import Foundation
import MainAppCoordinatorAPI
import PayRedDI
import XCTest

/// `payred open` and the running app: one line each way over the data directory's socket.
final class LinkSocketTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LinkSocketTests-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testALinkReachesTheAppAndItsOutcomeComesBack() async throws {
        let received = Received()
        // A file left by an app that is gone is replaced.
        XCTAssertTrue(FileManager.default.createFile(atPath: LinkSocket.path(in: directory), contents: Data("stale".utf8)))
        let socket = try await LinkSocket.listen(in: directory) { link in
            await received.append(link)
            return switch link {
            case "payred://cards/card_1": .opened
            case "payred://pay?iban=X": .waitingForSignIn
            default: .refused(reason: "This is not a PayRed link (payred://…).")
            }
        }
        let mode = try FileManager.default.attributesOfItem(atPath: LinkSocket.path(in: directory))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600, "only its owner may hand the app links")

        let opened = await LinkSocket.send("payred://cards/card_1", in: directory)
        let waiting = await LinkSocket.send("payred://pay?iban=X", in: directory)
        let refused = await LinkSocket.send("https://example.com\nsecond line", in: directory)

        XCTAssertEqual(opened, "opened")
        XCTAssertEqual(waiting, "waiting: PayRed opens it once you sign in or unlock.")
        XCTAssertEqual(refused, "refused: This is not a PayRed link (payred://…).")
        let links = await received.links
        XCTAssertEqual(links, ["payred://cards/card_1", "payred://pay?iban=X", "https://example.com second line"], "one line per link")

        await socket.close(in: directory)
        XCTAssertFalse(FileManager.default.fileExists(atPath: LinkSocket.path(in: directory)))
        let nobody = await LinkSocket.send("payred://cards/card_1", in: directory)
        XCTAssertNil(nobody, "no app listens: payred open starts one")
    }
}

/// The links the app was handed, in order.
private actor Received {
    private(set) var links: [String] = []

    func append(_ link: String) {
        links.append(link)
    }
}
