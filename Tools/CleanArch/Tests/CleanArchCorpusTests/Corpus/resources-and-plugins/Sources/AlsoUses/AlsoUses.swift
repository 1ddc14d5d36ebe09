public let alsoUses = 1
