import ArgumentParser
import CleanArchScaffold

/// What `cleanarch new` creates: a whole feature or one component.
enum NewKind: String, CaseIterable, ExpressibleByArgument {
    case feature, usecase, repository, screen, coordinator, datasource

    /// The component kind, nil for a whole feature.
    var component: ComponentKind? {
        ComponentKind(rawValue: rawValue)
    }
}
