import PackagePlugin

public enum Wrong {
    public static let reason = "regular targets cannot link PackagePlugin"
}
