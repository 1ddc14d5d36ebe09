import OSLog

public let commonLogger = Logger(subsystem: "mixed", category: "common")
