import Common

public func logLinux() {
    commonLogger.info("linux")
}
