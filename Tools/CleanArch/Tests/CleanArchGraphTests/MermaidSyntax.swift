import Foundation

/// A strict reading of the mermaid subset the renderer may emit, reporting what GitHub's mermaid
/// rejects (keyword ids, `:::`, HTML) and references that do not resolve.
struct MermaidSyntax {
    private(set) var problems: [String] = []
    private(set) var nodes: Set<String> = []
    private(set) var subgraphs: [String] = []
    /// `from->to`, in emission order: the indices `linkStyle` counts.
    private(set) var edges: [String] = []
    private(set) var linkStyles: [Int] = []
    private(set) var classes: [String: String] = [:]

    private static let keywords: Set<String> = [
        "end", "call", "click", "href", "style", "class", "classDef", "linkStyle", "interpolate",
        "graph", "subgraph", "flowchart", "_self", "_blank", "_parent", "_top",
    ]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "flowchart LR", lines.last == "" else {
            problems.append("must start with `flowchart LR` and end with a newline")
            return
        }
        var open: [String] = []
        var classDefs: Set<String> = []
        for line in lines.dropFirst().dropLast() {
            let statement = line.drop { $0 == " " }
            if statement.contains(":::") || statement.replacingOccurrences(of: "<br/>", with: "").contains("<") {
                problems.append("forbidden syntax: \(line)")
            }
            let shape = #/([A-Za-z0-9_]+)(\("[^"]*"\)|\["[^"]*"\]|\[\["[^"]*"\]\]|\(\["[^"]*"\]\))/#
            if let match = statement.wholeMatch(of: #/subgraph ([A-Za-z0-9_]+)\["[^"]*"\]/#) {
                open.append(id(match.1))
                subgraphs.append(String(match.1))
            } else if statement == "end" {
                if open.popLast() == nil { problems.append("unbalanced end") }
            } else if let match = statement.wholeMatch(of: shape) {
                nodes.insert(id(match.1))
            } else if let match = statement.wholeMatch(of: #/([A-Za-z0-9_]+) -->(\|[a-z]+\|)? ([A-Za-z0-9_]+)/#) {
                edges.append("\(id(match.1))->\(id(match.3))")
            } else if let match = statement.wholeMatch(of: #/classDef ([A-Za-z]+) [^;"]+;/#) {
                classDefs.insert(id(match.1))
            } else if let match = statement.wholeMatch(of: #/class ([A-Za-z0-9_,]+) ([A-Za-z]+);/#),
                classDefs.contains(String(match.2))
            {
                for node in match.1.split(separator: ",") { classes[id(node)] = String(match.2) }
            } else if let match = statement.wholeMatch(of: #/linkStyle (\d+) stroke:#d00,stroke-width:\dpx;/#) {
                linkStyles.append(Int(match.1) ?? -1)
            } else {
                problems.append("unrecognised: \(line)")
            }
        }
        if !open.isEmpty { problems.append("unclosed subgraphs \(open)") }
        let undeclared = Set(edges.flatMap { $0.components(separatedBy: "->") } + classes.keys).subtracting(nodes)
        if !undeclared.isEmpty { problems.append("undeclared nodes \(undeclared.sorted())") }
        if !Set(subgraphs).isDisjoint(with: nodes) { problems.append("subgraph id used by a node") }
        if linkStyles.contains(where: { !edges.indices.contains($0) }) { problems.append("linkStyle out of range") }
    }

    private mutating func id(_ raw: Substring) -> String {
        if Self.keywords.contains(String(raw)) { problems.append("keyword used as id: \(raw)") }
        return String(raw)
    }
}
