import FirstCore

public func firstKitVersion() -> String {
    "kit-" + firstCoreVersion
}
