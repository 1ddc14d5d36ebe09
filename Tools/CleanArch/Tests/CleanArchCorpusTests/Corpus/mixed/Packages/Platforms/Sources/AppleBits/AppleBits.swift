import Common

public func logApple() {
    commonLogger.info("apple")
}
