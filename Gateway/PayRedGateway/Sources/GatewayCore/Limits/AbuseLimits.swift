import Foundation

/// How hard the gateway lets anyone push on sign-in, as a bank would: a few codes per address,
/// a bounded rate of code and PIN attempts per client, and a bounded pool for the slow PIN hash.
public struct AbuseLimits: Sendable, Equatable {
    /// Verification codes sent to one address per `codeWindow`; more get 429 `too_many_codes`.
    public var codesPerAddress: Int
    /// The window `codesPerAddress` counts over, in seconds.
    public var codeWindow: TimeInterval
    /// `POST /v1/auth/verify` and `/unlock` calls from one client address per
    /// `attemptWindow`; more get 429 `too_many_requests`.
    public var attemptsPerClient: Int
    /// The window `attemptsPerClient` counts over, in seconds.
    public var attemptWindow: TimeInterval
    /// PIN hashes computed at once, off the threads that serve requests.
    public var pinHashConcurrency: Int
    /// PIN hashes that may wait for the pool; more get 503 `busy`.
    public var pinHashQueueLimit: Int

    public init(
        codesPerAddress: Int = 3,
        codeWindow: TimeInterval = 10 * 60,
        attemptsPerClient: Int = 30,
        attemptWindow: TimeInterval = 60,
        pinHashConcurrency: Int = 1,
        pinHashQueueLimit: Int = 16
    ) {
        self.codesPerAddress = codesPerAddress
        self.codeWindow = codeWindow
        self.attemptsPerClient = attemptsPerClient
        self.attemptWindow = attemptWindow
        self.pinHashConcurrency = pinHashConcurrency
        self.pinHashQueueLimit = pinHashQueueLimit
    }

    /// Throws `AbuseLimitsError` unless every count is at least 1 (the queue at least 0) and
    /// every window more than 0 seconds and at most a day.
    public func validate() throws {
        let counts = [("codes per address", codesPerAddress), ("attempts per client", attemptsPerClient),
                      ("PIN hash concurrency", pinHashConcurrency)]
        for (name, value) in counts where !(1...1_000_000).contains(value) {
            throw AbuseLimitsError(setting: name, value: String(value))
        }
        guard (0...1_000_000).contains(pinHashQueueLimit) else {
            throw AbuseLimitsError(setting: "PIN hash queue limit", value: String(pinHashQueueLimit))
        }
        for (name, value) in [("code window", codeWindow), ("attempt window", attemptWindow)] where !(value > 0 && value <= 86_400) {
            throw AbuseLimitsError(setting: name, value: String(value))
        }
    }
}

/// An abuse limit the gateway cannot run with.
public struct AbuseLimitsError: Error, Equatable, CustomStringConvertible {
    public let setting: String
    public let value: String

    public var description: String {
        "The \(setting) must be at least 1 (a window at most 86400 seconds), got \(value)."
    }
}
