// Main-actor test methods are declared `async` (see RequestMoneyScreenViewModelTests).

@testable import RequestMoneyScreenImpl
import RequestMoneyScreenAPI
import RequestMoneyScreenAPITestDoubles
import RequestMoneyUseCaseAPI
import RequestMoneyUseCaseAPITestDoubles
import SnapshotTesting
import TerminalUI
import TerminalUISnapshotTesting
import TestSupport
import XCTest

/// The request's QR code as a phone sees it: drawn in explicit black and white, read back from the
/// rendered screen by zbar on a dark and on a light terminal theme, at 80×24 (the code alone, `q`)
/// and at 140×45 (beside the link).
@MainActor
final class RequestMoneyScreenQRCodeTests: XCTestCase {
    private var useCase: RequestMoneyUseCaseStub!
    private var sut: RequestMoneyScreenViewModel!

    private static let loaded = RequestMoneyUseCaseNameSpace.LoadResult(holderName: "Bea Kim", accounts: [
        .init(id: "acc_1", name: "Current account", iban: "DE98100101230603313754", currency: "EUR"),
    ])

    /// A request as the use case makes it, with a reference of `reference`.
    private static func request(reference: String) -> RequestMoneyUseCaseNameSpace.PaymentRequest {
        .init(
            amount: 1_250, currency: "EUR",
            link: "payred://pay?iban=DE98100101230603313754&name=Bea%20Kim&amount=12.50&currency=EUR&reference=\(reference)",
            giroCode: "BCD\n002\n1\nSCT\n\nBea Kim\nDE98100101230603313754\nEUR12.5\n\n\n\(reference)"
        )
    }

    override func setUp() async throws {
        useCase = RequestMoneyUseCaseStub()
        sut = RequestMoneyScreenViewModel(
            dependencies: RequestMoneyScreenDependencies(coordinator: RequestMoneyScreenCoordinatorStub()), useCase: useCase,
            copyToClipboard: { _ in }
        )
    }

    private func show(_ request: RequestMoneyUseCaseNameSpace.PaymentRequest) {
        useCase.makeRequestResult = .success(request)
        useCase.statePublisherSubject.send(.init(accounts: .loaded(Self.loaded)))
        sut.reduce(.showRequest)
    }

    private func host(columns: Int, rows: Int) -> ViewHost {
        let viewModel: RequestMoneyScreenViewModel = sut
        return ViewHost(size: TerminalSize(columns: columns, rows: rows)) { AnyView(RequestMoneyScreenView(viewModel: viewModel)) }
    }

    /// What zbar reads from `host`'s screen on `theme`.
    private func scanned(_ host: ViewHost, theme: TerminalTheme) throws -> String {
        let pixels = host.render().halfBlockPixels(theme: theme)
        return String(decoding: try Zbar.decode(pbm: Zbar.pbm(dark: pixels), what: "the screen on a \(theme) theme"), as: UTF8.self)
    }

    func testAt80x24TheLinkComesFirstAndQShowsTheCodeAloneThatAPhoneReadsOnAnyTheme() async throws {
        try Zbar.requireInstalled()
        let request = Self.request(reference: "Dinner at Lupa")
        show(request)
        let host = host(columns: 80, rows: 24)
        assertSnapshot(of: host, as: .terminal, named: "content-link-first-at-80x24")

        host.type("q")
        XCTAssertTrue(sut.state.showsCodeAlone)
        assertSnapshot(of: host, as: .terminal, named: "content-code-alone-at-80x24")
        for theme in TerminalTheme.allCases {
            XCTAssertEqual(try scanned(host, theme: theme), request.giroCode, "\(theme)")
        }

        host.send(.escape)
        XCTAssertFalse(sut.state.showsCodeAlone, "Esc goes back to the link, not to the form")
        guard case .request = sut.state.content else { return XCTFail("left the request") }
    }

    func testAVersion5CodeFitsTheAppsRowsAt80x24WithANarrowerQuietZoneAndStillReads() async throws {
        try Zbar.requireInstalled()
        // 84 bytes, the most a version-5 code holds at level M; 80×24 less the tab bar is 22 rows.
        let request = Self.request(reference: "Concert tickets, then dinner")
        XCTAssertEqual(request.giroCode.utf8.count, 84)
        show(request)
        let host = host(columns: 80, rows: 22)
        host.type("q")
        XCTAssertTrue(host.render().plainText.contains("Esc: back to the link"), host.render().plainText)
        for theme in TerminalTheme.allCases {
            XCTAssertEqual(try scanned(host, theme: theme), request.giroCode, "\(theme)")
        }
    }

    func testOnATallTerminalTheCodeBesideTheLinkReadsOnAnyTheme() async throws {
        try Zbar.requireInstalled()
        let request = Self.request(reference: "Concert tickets")
        show(request)
        let host = host(columns: 140, rows: 45)
        host.type("q")
        XCTAssertFalse(sut.state.showsCodeAlone, "q does nothing where code and link fit together")
        for theme in TerminalTheme.allCases {
            XCTAssertEqual(try scanned(host, theme: theme), request.giroCode, "\(theme)")
        }
    }

    func testALinkWrapsAtItsSeparators() {
        let link = Self.request(reference: "Dinner").link
        let lines = LinkLines.wrap(link, width: 40)
        XCTAssertEqual(lines, [
            "payred://pay?iban=DE98100101230603313754",
            "&name=Bea%20Kim&amount=12.50",
            "&currency=EUR&reference=Dinner",
        ])
        XCTAssertEqual(lines.joined(), link)
        XCTAssertEqual(LinkLines.wrap("payred://pay?reference=" + String(repeating: "x", count: 30), width: 20).map(\.count), [13, 20, 20])
    }
}
