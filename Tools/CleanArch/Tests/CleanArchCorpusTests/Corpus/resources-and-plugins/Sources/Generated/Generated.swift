public let generated = 1
