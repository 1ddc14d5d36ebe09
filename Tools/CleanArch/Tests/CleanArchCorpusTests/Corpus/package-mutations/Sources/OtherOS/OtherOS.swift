public enum OtherOS {
    public static let label = "OtherOS"
}
