import Appended

public enum PlusEquals {
    public static let label = Appended.label + "+"
}
