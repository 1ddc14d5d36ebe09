public enum LinuxOnly {
    public static let label = "LinuxOnly"
}
