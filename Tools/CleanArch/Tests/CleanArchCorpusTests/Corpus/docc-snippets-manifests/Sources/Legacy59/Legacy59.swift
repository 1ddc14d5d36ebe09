public enum Legacy59 {
    public static let toolsVersion = "5.9"
}
