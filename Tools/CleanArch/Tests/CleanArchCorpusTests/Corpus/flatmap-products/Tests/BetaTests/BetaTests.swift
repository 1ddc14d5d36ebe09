import Beta
import Testing

@Test func betaIsTwo() {
    #expect(beta() == 2)
}
