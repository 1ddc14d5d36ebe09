/// A sequence of bits, filled most significant bit first and read out as bytes.
struct BitBuffer: Sendable {
    private(set) var bits: [Bool] = []

    /// Appends the low `count` bits of `value`, most significant first.
    mutating func append(_ value: Int, bits count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    /// The bits as bytes, the last one filled with zero bits.
    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, offset in
                let index = start + offset
                return byte << 1 | (index < bits.count && bits[index] ? 1 : 0)
            }
        }
    }
}
