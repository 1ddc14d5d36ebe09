/// An output format of `cleanarch graph`.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid, json

    /// `graph` in this format, deterministic, ending with a newline.
    public func render(_ graph: ModuleGraph) -> String {
        switch self {
        case .dot: DotRenderer().render(graph)
        case .mermaid: MermaidRenderer().render(graph)
        case .json: JSONGraphRenderer().render(graph)
        }
    }
}
