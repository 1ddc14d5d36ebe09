public enum UsesUnknown {
    public static let label = "UsesUnknown"
}
