public enum Appended {
    public static let label = "Appended"
}
