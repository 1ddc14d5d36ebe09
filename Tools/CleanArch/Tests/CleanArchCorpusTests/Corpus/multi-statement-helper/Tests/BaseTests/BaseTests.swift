import Base
import Testing

@Test func counterStartsAtZero() {
    #expect(Counter().value == 0)
}
