public enum Modern {
    public static let label = "Modern"
}
