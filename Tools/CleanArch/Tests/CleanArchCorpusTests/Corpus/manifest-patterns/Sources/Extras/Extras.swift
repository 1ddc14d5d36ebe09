public let extras = 1
