/// Checks the names users give components: they become module, type and folder names.
enum SwiftIdentifier {
    /// Why `name` cannot name a component, or nil when it can: an ASCII identifier starting
    /// with an uppercase letter (module and type names are UpperCamelCase).
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "a name cannot be empty" }
        guard first.properties.isUppercase, first.isASCII else {
            return "'\(name)' must start with an uppercase ASCII letter (UpperCamelCase)"
        }
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        guard allowed else { return "'\(name)' may contain only ASCII letters and digits" }
        return nil
    }
}
