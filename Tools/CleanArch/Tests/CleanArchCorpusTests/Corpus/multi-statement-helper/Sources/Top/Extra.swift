import Undeclared

public let extraLabel = "extra"
