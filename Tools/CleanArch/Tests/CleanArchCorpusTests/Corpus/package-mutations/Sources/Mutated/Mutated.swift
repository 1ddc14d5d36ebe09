public enum Mutated {
    public static let label = "Mutated"
}
