/// What a load read, skipped and assumed, and how long each phase took (`check --stats`).
public struct LoadStatistics: Sendable {
    /// Manifests read: those SwiftPM picks, and those for other toolchains read for their targets.
    public var manifests = 0
    public var otherManifests = 0
    /// Swift sources found, and how many of them were parsed (the rest came from the cache).
    public var sources = 0
    public var parsedSources = 0
    /// Directories not read, with why.
    public var skipped: [SkippedPath] = []
    /// Phase name and time taken, in order.
    public var phases: [(name: String, time: Duration)] = []
}
