public let templates = 1
