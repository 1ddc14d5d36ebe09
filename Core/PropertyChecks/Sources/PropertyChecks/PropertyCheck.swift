import PropertyBased

/// Runs `body` on `count` values of `generator`, drawn from a fixed seed, so every run checks
/// the same inputs (swift-property-based's `propertyCheck` draws a new seed on each run, and
/// its fixed-seed trait always reports an issue). A failure names the value through `body`'s
/// own assertions.
public func forAll<Value>(
    _ count: Int = 1_000,
    of generator: Generator<Value, some Sequence>,
    seed: UInt64 = 0x5041_5952_4544,
    _ body: (Value) throws -> Void
) rethrows {
    var random = Xoshiro(seed: (seed, ~seed, seed &* 0x9E37_79B9_7F4A_7C15, 1))
    for _ in 0..<count {
        try body(generator.run(using: &random))
    }
}

/// `forAll` for a body that awaits, such as a request to an in-process gateway.
public func forAll<Value>(
    _ count: Int = 1_000,
    of generator: Generator<Value, some Sequence>,
    seed: UInt64 = 0x5041_5952_4544,
    _ body: (Value) async throws -> Void
) async rethrows {
    var random = Xoshiro(seed: (seed, ~seed, seed &* 0x9E37_79B9_7F4A_7C15, 1))
    for _ in 0..<count {
        try await body(generator.run(using: &random))
    }
}
