import Missing

public enum Other {
    public static let name = "Other"
}
