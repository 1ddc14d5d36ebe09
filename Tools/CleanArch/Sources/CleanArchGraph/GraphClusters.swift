import CleanArchModel

/// A graph's nodes grouped as the dot and mermaid renderers draw them: one cluster per
/// feature (sorted), layers inside in ``Role/Layer`` order, nodes by id; external nodes apart.
struct GraphClusters {
    struct Cluster {
        let feature: String
        /// `cluster_<Feature>`, sanitised.
        let id: String
        let layers: [LayerGroup]
    }

    struct LayerGroup {
        let layer: Role.Layer
        let nodes: [ModuleNode]
    }

    let clusters: [Cluster]
    let unclustered: [ModuleNode]

    init(_ graph: ModuleGraph) {
        let byFeature = Dictionary(grouping: graph.nodes.filter { $0.feature != nil }) { $0.feature ?? "" }
        clusters = byFeature.keys.sorted().map { feature in
            let byLayer = Dictionary(grouping: byFeature[feature] ?? []) { $0.role?.layer ?? .other }
            return Cluster(
                feature: feature,
                id: "cluster_" + NodeIdentifier.safeCharacters(feature),
                layers: Role.Layer.allCases.compactMap { layer in
                    byLayer[layer].map { LayerGroup(layer: layer, nodes: $0) }
                }
            )
        }
        unclustered = graph.nodes.filter { $0.feature == nil }
    }
}
