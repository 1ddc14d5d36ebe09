public let wrapper = 1
