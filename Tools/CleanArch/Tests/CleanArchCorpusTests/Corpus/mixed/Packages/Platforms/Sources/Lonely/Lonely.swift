import Vendored

public enum Lonely {
    public static let alone = true
}
