/// Node ids safe in dot and in mermaid (as GitHub renders it), unique within a graph.
enum NodeIdentifier {
    /// Words mermaid's flowchart lexer always reads as keywords, so they cannot be node ids
    /// (`End`, `endpoint` or `styleKit` are fine).
    private static let mermaidKeywords: Set<String> = [
        "end", "call", "click", "href", "style", "class", "classDef", "linkStyle", "interpolate",
        "graph", "subgraph", "flowchart", "_self", "_blank", "_parent", "_top",
    ]

    /// `raw` with every character but ASCII letters, digits and `_` replaced by `_`, prefixed with
    /// `n_` when empty or a mermaid keyword.
    static func sanitised(_ raw: String) -> String {
        let safe = safeCharacters(raw)
        return safe.isEmpty || mermaidKeywords.contains(safe) ? "n_" + safe : safe
    }

    /// `raw` with every character but ASCII letters, digits and `_` replaced by `_`.
    static func safeCharacters(_ raw: String) -> String {
        String(raw.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
    }

    /// Unique ids for `bases` (in order): a repeated base gets `_2`, `_3`, … in order of appearance.
    static func unique(_ bases: [String]) -> [String] {
        var used: Set<String> = []
        return bases.map { base in
            var candidate = base
            var suffix = 2
            while !used.insert(candidate).inserted {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            return candidate
        }
    }
}
