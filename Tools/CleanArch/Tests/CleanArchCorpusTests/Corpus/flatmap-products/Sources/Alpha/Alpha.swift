public func alpha() -> String {
    "alpha"
}
