import Alpha
import Testing

@Test func alphaSpellsItself() {
    #expect(alpha() == "alpha")
}
