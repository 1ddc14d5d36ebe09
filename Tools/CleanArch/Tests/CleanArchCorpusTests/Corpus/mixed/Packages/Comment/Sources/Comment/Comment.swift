public enum Comment {
    public static let status = "pending"
}
