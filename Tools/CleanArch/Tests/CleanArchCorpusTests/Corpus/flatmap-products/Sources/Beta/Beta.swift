public func beta() -> Int {
    2
}
