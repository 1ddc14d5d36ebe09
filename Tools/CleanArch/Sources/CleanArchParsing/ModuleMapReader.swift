import Foundation

/// The modules a C or system-library target declares in its `module.modulemap` (at the target's
/// root or in `include/`): Swift imports those names, which need not be the target's.
enum ModuleMapReader {
    static let fileName = "module.modulemap"

    /// The top-level `module` names of the target in `directory` (absolute); empty without a module map.
    static func moduleNames(inTargetDirectory directory: String) -> [String] {
        for candidate in [directory + "/" + fileName, directory + "/include/" + fileName] {
            guard let data = FileManager.default.contents(atPath: candidate) else { continue }
            return moduleNames(in: String(decoding: data, as: UTF8.self))
        }
        return []
    }

    /// `[explicit] [framework] module Name [attributes] {`, at brace depth 0.
    static func moduleNames(in text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var expectingName = false
        for token in tokens(of: text) {
            switch token {
            case "{": depth += 1
            case "}": depth = max(depth - 1, 0)
            case "module" where depth == 0: expectingName = true
            default:
                if expectingName, token != "explicit", token != "framework" {
                    names.append(token)
                }
                expectingName = false
            }
        }
        return names
    }

    /// Words and braces, comments dropped.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var word = ""
            for character in code {
                if character == "{" || character == "}" || character.isWhitespace {
                    if !word.isEmpty { tokens.append(word) }
                    word = ""
                    if !character.isWhitespace { tokens.append(String(character)) }
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { tokens.append(word) }
        }
        return tokens
    }
}
