import PropertyBased

/// Generators of valid IBANs' parts, to change one character and check that the change is caught.
public enum IBANGenerators {
    /// A country of the registry, a BBAN of digits of its length (to be joined by
    /// `IBANRule.make(countryCode:bban:)`), a position and a scalar to put there.
    public static let singleChanges: Generator<(countryCode: String, bban: String, position: Int, scalar: Unicode.Scalar), AnySequence<Any>> = zip(
        Gen<(String, Int)?>.element(of: countries).compactMap { $0 },
        Gen.number.array(of: 30),
        Gen.int(in: 0...40),
        UnicodeGenerators.scalar
    ).map { country, digits, position, scalar in
        (countryCode: country.0, bban: String(digits.prefix(country.1 - 4)), position: position, scalar: scalar)
    }.eraseToAny()

    /// A sample of the registry: SEPA countries of every length from 15 to 31.
    private static let countries: [(String, Int)] = [
        ("NO", 15), ("BE", 16), ("DK", 18), ("NL", 18), ("MK", 19), ("AT", 20), ("CH", 21), ("DE", 22),
        ("GB", 22), ("CZ", 24), ("PT", 25), ("IS", 26), ("FR", 27), ("IT", 27), ("HU", 28), ("MT", 31),
    ]
}
