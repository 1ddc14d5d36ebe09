import Observation
import Synchronization
import TerminalUI
import XCTest

@MainActor
final class HostTests: XCTestCase {
    func testProgressViewAdvancesEachRenderAndMarksTheHostAnimating() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        _ = host.render()
        XCTAssertFalse(host.isAnimating)
        model.isLoading = true
        let first = host.render().plainLines.first { $0.contains("Signing in…") }
        let second = host.render().plainLines.first { $0.contains("Signing in…") }
        XCTAssertTrue(host.isAnimating)
        XCTAssertEqual(first?.hasSuffix(" Signing in…"), true)
        XCTAssertNotEqual(first, second)
    }

    func testWaitingReturnsOnceAnAsynchronousChangeIsOnScreen() async throws {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        Task { @MainActor in model.isLoading = true }
        try await host.waitUntilScreen(contains: "Signing in…")
    }

    func testWaitingGivesUpWithTheLastScreen() async {
        let host = makeHost { Text("Home") }
        do {
            try await host.waitUntilScreen(contains: "Settings", timeout: .milliseconds(30))
            XCTFail("expected a timeout")
        } catch let timeout as ViewHost.ScreenWaitTimeout {
            XCTAssertEqual(timeout.expected, "Settings")
            XCTAssertEqual(timeout.screen, "Home")
        } catch {
            XCTFail("unexpected \(error)")
        }
    }

    func testRootClosureIsReadOnEveryRender() async {
        @MainActor final class Router { var screen = "login" }
        let router = Router()
        let host = ViewHost(size: TerminalSize(columns: 30, rows: 5)) {
            router.screen == "login" ? AnyView(Button("Sign in") {}) : AnyView(Text("Home"))
        }
        XCTAssertEqual(host.render().plainText, "> [ Sign in ]")
        router.screen = "home"
        XCTAssertEqual(host.render().plainText, "Home")
        XCTAssertNil(host.focusedLabel)
    }

    func testUnhandledKeysReachTheCallback() async {
        let host = makeLoginHost(LoginViewModel())
        var unhandled: [Key] = []
        host.onUnhandledKey = { unhandled.append($0) }
        XCTAssertFalse(host.send(.escape))
        XCTAssertFalse(host.send(.ctrl("q")))
        XCTAssertTrue(host.send(.character("a")))
        XCTAssertEqual(unhandled, [.escape, .ctrl("q")])
    }

    func testRenderReadsObservedStateSoTheAppCanRedrawOnChange() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking { _ = host.render() } onChange: { continuation.yield() }
        model.inlineError = "Wrong password"
        continuation.finish()
        var count = 0
        for await _ in changes { count += 1 }
        XCTAssertEqual(count, 1)
    }

    func testOnlyTheNewestFrameAsksForARedrawSoFramesWithoutAChangeDoNotPileUp() async {
        let model = LoginViewModel()
        let host = makeLoginHost(model)
        let requests = RedrawCount()
        let renderer = ObservedRenderer { requests.count.withLock { $0 += 1 } }
        for _ in 0..<100 {
            _ = renderer.render(host)  // frames for keys, ticks and resizes, nothing changed
        }
        model.inlineError = "Wrong password"
        XCTAssertEqual(requests.count.withLock { $0 }, 1)
        _ = renderer.render(host)
        model.inlineError = "Still wrong"
        XCTAssertEqual(requests.count.withLock { $0 }, 2, "still armed after a change")
    }

    func testBindingConstantAndGetSet() async {
        let stored = Box(1)
        let binding = Binding(get: { stored.value }, set: { stored.value = $0 })
        binding.wrappedValue = 5
        XCTAssertEqual(stored.value, 5)
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        XCTAssertEqual(constant.wrappedValue, "fixed")
    }
}

/// How many redraws an `ObservedRenderer` asked for.
private final class RedrawCount: Sendable {
    let count = Mutex(0)
}
