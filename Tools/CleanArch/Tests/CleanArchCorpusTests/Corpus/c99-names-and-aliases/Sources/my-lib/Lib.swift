public let value = 1
