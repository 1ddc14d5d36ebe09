/// Settings the fixture's data sources would read.
public struct FixtureConfiguration: Sendable {
    /// The app's name.
    public let name: String

    /// Creates the settings.
    public init(name: String) {
        self.name = name
    }
}
