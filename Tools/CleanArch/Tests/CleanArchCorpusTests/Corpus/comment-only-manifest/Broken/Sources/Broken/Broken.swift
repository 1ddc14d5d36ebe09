public enum Broken {
    public static let reason = "manifest not written yet"
}
