public let real = 1
