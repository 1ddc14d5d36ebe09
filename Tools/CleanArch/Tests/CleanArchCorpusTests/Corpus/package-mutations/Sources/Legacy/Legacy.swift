public enum Legacy {
    public static let label = "Legacy"
}
