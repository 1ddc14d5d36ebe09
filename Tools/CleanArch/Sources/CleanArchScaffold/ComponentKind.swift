/// A component `cleanarch new` can scaffold.
public enum ComponentKind: String, CaseIterable, Sendable {
    /// `Features/{Feature}/UseCases/{Name}UseCase/…`
    case useCase = "usecase"
    /// `Features/{Feature}/Repositories/{Name}Repository/…`
    case repository
    /// `Features/{Feature}/Presentation/{Name}Screen/…`
    case screen
    /// `Coordinator/{Name}Coordinator/…`
    case coordinator
    /// `Data/{Name}/{Name}Impl`
    case dataSource = "datasource"

    /// The suffix of the component's name (`Cards` becomes `CardsUseCase`); empty for data sources.
    var suffix: String {
        switch self {
        case .useCase: "UseCase"
        case .repository: "Repository"
        case .screen: "Screen"
        case .coordinator: "Coordinator"
        case .dataSource: ""
        }
    }

    /// The component's full name: `name` with the suffix added unless it already ends with it.
    public func componentName(_ name: String) -> String {
        name.hasSuffix(suffix) && name != suffix ? name : name + suffix
    }
}
