// Times the Transactions screen holding many loaded rows in a headless 120×40 host: each key
// (↓, PgDn, End, Home) to the finished frame, for 1,000 and 10,000 rows, so that frame work can be
// seen not to grow with the rows. Also reports the process's resident memory with 10,000 rows and
// 50 cached pictures. Run it in release mode: `PayRed/Benchmarks/run_transactions.sh`.

import Foundation
import ImageCacheAPI
import ImageCacheImpl
import Logging
import PayRedGateway
import SettingsUseCaseAPITestDoubles
import TerminalUI
import TransactionTabScreenAPI
import TransactionTabScreenAPITestDoubles
import TransactionTabScreenImpl
import TransactionTabUseCaseAPI
import TransactionTabUseCaseAPITestDoubles

@MainActor
func listing(rows: Int) -> TransactionTabUseCaseNameSpace.Listing {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let transactions = (0..<rows).map { index -> TransactionTabUseCaseNameSpace.Transaction in
        let amount = -Int64(index % 9_000) - 100
        let date = start.addingTimeInterval(-600 * Double(index))
        return TransactionTabUseCaseNameSpace.Transaction(
            id: "t\(index)", accountId: "acc-1", amountMinorUnits: amount, currency: "EUR",
            description: "Purchase \(index)", counterpartyName: "Shop \(index % 50)", createdAt: date
        )
    }
    return .init(filter: .all, transactions: transactions, nextCursor: nil)
}

/// Milliseconds of each key press followed by a render, on a screen holding `rows` rows.
@MainActor
func keyTimings(rows: Int, presses: Int) -> [Double] {
    let useCase = TransactionTabUseCaseStub()
    let screen = TransactionTabScreenImpl(useCase: useCase, settings: SettingsUseCaseStub()).screen(dependencies: .init(coordinator: TransactionTabScreenCoordinatorStub()))
    let host = ViewHost(size: TerminalSize(columns: 120, rows: 40)) { screen }
    useCase.statePublisherSubject.send(.init(list: .loaded(listing(rows: rows))))
    _ = host.render()
    host.focus(label: "Transactions")
    let keys: [Key] = [.down, .pageDown, .down, .end, .up, .pageUp, .home]
    var timings: [Double] = []
    for press in 0..<presses {
        let start = ContinuousClock.now
        host.send(keys[press % keys.count])
        _ = host.render()
        let elapsed = ContinuousClock.now - start
        timings.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1_000)
    }
    return timings
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
}

/// Resident memory in MB, from /proc (Linux); nil elsewhere.
func residentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kilobytes / 1_024
}

@MainActor
func run() async {
    _ = keyTimings(rows: 10_000, presses: 200)  // warm-up
    for rows in [1_000, 10_000] {
        let timings = keyTimings(rows: rows, presses: 2_000)
        print(String(format: "%6d rows: key to frame p50 %.3f ms, p99 %.3f ms, max %.3f ms (%d presses)",
                     rows, percentile(timings, 0.5), percentile(timings, 0.99), timings.max() ?? 0, timings.count))
    }
    // 10,000 rows on screen and 50 pictures in the image cache's memory.
    let useCase = TransactionTabUseCaseStub()
    let screen = TransactionTabScreenImpl(useCase: useCase, settings: SettingsUseCaseStub()).screen(dependencies: .init(coordinator: TransactionTabScreenCoordinatorStub()))
    let host = ViewHost(size: TerminalSize(columns: 120, rows: 40)) { screen }
    useCase.statePublisherSubject.send(.init(list: .loaded(listing(rows: 10_000))))
    _ = host.render()
    // The pictures come from the demo gateway over loopback, as in the app: 50 URLs of its 64×64 avatar.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let quiet = Logger(label: "bench.gateway") { _ in SwiftLogNoOpLogHandler() }
    guard let gateway = try? await RunningGateway.start(GatewayConfiguration(demo: true), logger: quiet) else {
        return print("the demo gateway did not start")
    }
    let cache = ImageCacheImpl(directory: directory)
    var cached = 0
    for index in 0..<50 {
        let url = gateway.baseURL.appendingPathComponent("v1/images/profile-demo.png").appending(queryItems: [URLQueryItem(name: "copy", value: String(index))])
        if await cache.downloadAndCacheImage(from: url) != nil { cached += 1 }
    }
    await gateway.stop()
    if let megabytes = residentMegabytes() {
        print(String(format: "memory with 10,000 rows and %d cached pictures: %.1f MB resident", cached, megabytes))
    }
}

await run()
