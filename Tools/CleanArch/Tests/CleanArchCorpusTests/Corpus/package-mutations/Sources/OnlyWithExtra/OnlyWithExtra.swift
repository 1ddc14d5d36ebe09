public enum OnlyWithExtra {
    public static let label = "OnlyWithExtra"
}
