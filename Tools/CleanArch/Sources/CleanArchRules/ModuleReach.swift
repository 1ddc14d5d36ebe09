/// The modules a target can import through what its manifest declares.
struct ModuleReach: Equatable, Sendable {
    /// Its own module and the modules its declared dependencies build.
    var direct: Set<String> = []
    /// `direct` and, transitively, the modules those depend on: through local targets and the
    /// products of checked-out packages.
    var all: Set<String> = []
    /// Packages on the way whose modules are unknown (no checkout, or a manifest read in part):
    /// an import not in `all` may come from them.
    var unknownPackages: Set<String> = []
    /// For a dependency entry: `direct` is a guess (the entry's name), as its package's modules are unknown.
    var isGuessed = false
    /// A dependency list on the way could not be read (in the workspace): it may name any module,
    /// the workspace's own included.
    var hasUnreadDependencies = false

    /// Takes in what `other` reaches transitively: its modules, its unknown packages and whether a
    /// list on its way was unread (not its `direct`, which are the dependency's own).
    mutating func formTransitiveUnion(_ other: ModuleReach) {
        all.formUnion(other.all)
        unknownPackages.formUnion(other.unknownPackages)
        hasUnreadDependencies = hasUnreadDependencies || other.hasUnreadDependencies
    }
}
