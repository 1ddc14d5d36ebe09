import Testing
import Top

@Test func countsTwice() {
    #expect(countTwice() == 2)
}
