import SecondCore

public func secondKitVersion() -> String {
    "kit-" + secondCoreVersion
}
