public enum Ternary {
    public static let options = [true, false]
}
