public enum Future {
    public static let toolsVersion = "99.0"
}
