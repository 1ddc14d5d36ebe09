/// The version of the second `Shared` package's core.
public let secondCoreVersion = "2.0"
public let secondCoreName = "SecondCore"
