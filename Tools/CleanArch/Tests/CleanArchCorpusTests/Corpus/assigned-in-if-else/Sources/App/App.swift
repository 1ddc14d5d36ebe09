import Core

public func makeSettings() -> Settings {
    Settings(verbose: true)
}
