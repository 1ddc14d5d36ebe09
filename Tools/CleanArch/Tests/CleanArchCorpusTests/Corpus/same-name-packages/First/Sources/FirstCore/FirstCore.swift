import SecondCore

public let firstCoreVersion = "1.0"
