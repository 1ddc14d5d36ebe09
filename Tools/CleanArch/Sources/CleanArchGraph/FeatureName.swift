import CleanArchModel

/// The feature (or cluster) a workspace path belongs to.
enum FeatureName {
    private static let topLevelClusters: Set<String> = ["Coordinator", "Data", "Core", "Tools"]

    /// `Features/<Feature>/…` gives `<Feature>`; `Coordinator/`, `Data/`, `Core/`, `Tools/` give
    /// that folder; the app layer gives `App`; anything else `Other`.
    static func of(directory: String, layer: Role.Layer) -> String {
        let components = directory.split(separator: "/").map(String.init)
        if components.count >= 2, components[0] == "Features" { return components[1] }
        if let first = components.first, topLevelClusters.contains(first) { return first }
        return layer == .app ? "App" : "Other"
    }
}
