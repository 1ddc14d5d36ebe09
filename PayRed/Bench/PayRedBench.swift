import ArgumentParser
import PayRedScripted

/// `payred-bench`: the app's headless benchmarks (docs/benchmarks.md); build it in release mode.
@main
struct PayRedBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "payred-bench",
        abstract: "Measure the PayRed app headless against its embedded demo gateway (see docs/benchmarks.md).",
        subcommands: [Keys.self, LiveEvents.self]
    )

    /// `payred-bench keys N`.
    struct Keys: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Time N tab switches and N push/pop pairs, and print the cost per key and the memory."
        )

        @Argument(help: "How many keys of each kind (10 to 1000000).")
        var count: Int

        func validate() throws {
            guard (10...1_000_000).contains(count) else {
                throw ValidationError("keys takes 10 to 1000000 keys; got \(count).")
            }
        }

        func run() async throws {
            try await KeyCostBenchmark(keys: count).run()
        }
    }

    /// `payred-bench live-events N`.
    struct LiveEvents: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "live-events",
            abstract: "Time N transfers from another user until the demo user's screen shows each, and print the latency."
        )

        @Argument(help: "How many transfers (1 to 100000).")
        var count: Int

        func validate() throws {
            guard (1...100_000).contains(count) else {
                throw ValidationError("live-events takes 1 to 100000 transfers; got \(count).")
            }
        }

        func run() async throws {
            try await LiveEventLatencyBenchmark(transfers: count).run()
        }
    }
}
