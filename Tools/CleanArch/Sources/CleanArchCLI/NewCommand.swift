import ArgumentParser
import CleanArchDoubles
import CleanArchModel
import CleanArchParsing
import CleanArchScaffold
import Foundation

/// `cleanarch new feature|usecase|repository|screen|coordinator|datasource <Name>`: scaffolds
/// blueprint-shaped packages and wires them into the root manifest and the registrar.
struct NewCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Scaffold a feature or one component as API/Impl packages, wired into Package.swift and the registrar.",
        discussion: """
        A feature gets a use case, a repository and a screen under Features/<Name>/; each component is an API \
        package (with its <Name>APITestDoubles target) and an Impl package (Resolver, a test target). The root \
        Package.swift gains the packages, the composition root's products and the test targets; the file declaring \
        registerAllServices() gains the imports and registrations (scopes of blueprint §5.3). With --coordinator, \
        the coordinator that shows the new screen gains its route and a file with show<Screen>() and \
        close<Screen>(), so the one line left to write outside the feature is the call that navigates to it. \
        Existing names are refused (exit 2); nothing is written unless everything can be.

        Examples:
          cleanarch new feature Cards
          cleanarch new feature Cards --usecase CardList --no-repository --dry-run
          cleanarch new screen CardDetail --feature Cards --coordinator CardsTab
          cleanarch new repository CardHistory --feature Cards --usecase CardList
          cleanarch new coordinator Cards
          cleanarch new datasource CardsCache --feature Cards
        """
    )

    @Argument(help: "What to create: \(NewKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: NewKind

    @Argument(help: "Its name in UpperCamelCase; the kind's suffix (UseCase, Repository, Screen, Coordinator) is added.")
    var name: String

    @Option(help: "The feature a use case, repository, screen or data source belongs to.")
    var feature: String?

    @Option(help: "feature: name the use case (default: the feature's name). Otherwise: the feature's use case to build on.")
    var usecase: String?

    @Option(help: "feature: name the repository. datasource: the feature's repository to serve.")
    var repository: String?

    @Option(help: "feature: name the screen.")
    var screen: String?

    @Option(help: "feature, screen: the coordinator that shows the screen (MenuTab for MenuTabCoordinatorImpl): it gets the screen's route, show<Screen>() and close<Screen>().")
    var coordinator: String?

    @Flag(name: .customLong("no-usecase"), help: "feature: create no use case.")
    var noUseCase = false

    @Flag(name: .customLong("no-repository"), help: "feature: create no repository.")
    var noRepository = false

    @Flag(name: .customLong("no-screen"), help: "feature: create no screen.")
    var noScreen = false

    @Flag(help: "Print the files it would create and a diff of the files it would edit; write nothing.")
    var dryRun = false

    @Option(help: "The workspace root.", completion: .directory)
    var path = "."

    func validate() throws {
        let featureOnly = [(screen != nil, "--screen"), (noUseCase, "--no-usecase"), (noRepository, "--no-repository"), (noScreen, "--no-screen")]
        if kind != .feature, let option = featureOnly.first(where: \.0) {
            throw ValidationError("\(option.1) applies only to `cleanarch new feature`")
        }
        if kind == .feature, feature != nil {
            throw ValidationError("--feature names the feature of a component; `new feature` takes the name as its argument")
        }
        if kind == .feature, noUseCase && noRepository && noScreen {
            throw ValidationError("--no-usecase, --no-repository and --no-screen together leave nothing to create")
        }
        if coordinator != nil, kind != .feature && kind != .screen || noScreen {
            throw ValidationError("--coordinator applies only to a new screen (`new screen`, or `new feature` with its screen)")
        }
        if noUseCase && usecase != nil || noRepository && repository != nil || noScreen && screen != nil {
            throw ValidationError("a component cannot be both named and omitted")
        }
    }

    func execute() throws -> CommandResult {
        let root = URL(fileURLWithPath: path).standardizedFileURL
        do {
            let plan = try ScaffoldPlanner(root: root, workspace: try load(root)).plan(request)
            if dryRun {
                return CommandResult(standardOutput: NewReport(plan: plan).dryRun)
            }
            try PlanWriter(root: root).write(plan)
            let doubles = try generateDoubles(root: root, for: plan)
            let manifests = try deriveManifests(root: root)
            return CommandResult(standardOutput: NewReport(plan: plan).written(doubles: doubles, manifests: manifests.paths),
                                 standardError: manifests.problems)
        } catch let failure as LoadFailure {
            return failure.result
        } catch {
            return .failure("error: \(error)")
        }
    }

    /// The workspace at `root`, read through the usual cache; refused when part of it cannot be
    /// read, as edits planned on a partial picture could contradict what was not read.
    private func load(_ root: URL) throws(LoadFailure) -> Workspace {
        let loaded: LoadResult
        do {
            loaded = try WorkspaceLoader().load(root: root, configuration: nil, cacheDirectory: WorkspaceLoader.defaultCacheDirectory(root: root))
        } catch {
            throw LoadFailure(lines: ["error: \(error)"])
        }
        guard !loaded.diagnostics.isPartial else {
            throw LoadFailure(lines: loaded.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
                + ["error: part of the workspace cannot be read (see above); fix it before scaffolding"])
        }
        return loaded.workspace
    }

    /// Writes the doubles of the protocols in the files just created, so the workspace passes
    /// `cleanarch doubles --check` at once; their paths.
    private func generateDoubles(root: URL, for plan: ScaffoldPlan) throws -> [String] {
        let created = Set(plan.createdFiles.keys)
        let workspace = try load(root)
        let changes = DoublesPlanner(configuration: workspace.configuration).plan(workspace: workspace, root: root)
            .changes.filter { $0.kind == .create && $0.source.map(created.contains) == true }
        try DoublesWriter(root: root).apply(changes)
        return changes.map(\.path)
    }

    /// Rewrites the manifests' dependencies from the new code (`cleanarch manifests`), so the root
    /// copies the new test targets and every manifest passes `manifests --check` at once; the
    /// paths written, and what kept a manifest from being derived.
    private func deriveManifests(root: URL) throws -> (paths: [String], problems: String) {
        let plan = ManifestsPlanner().plan(workspace: try load(root), root: root)
        try plan.write(to: root)
        let problems = plan.errors.map { "warning: \($0)\n" }.joined()
        return (plan.changes.map(\.path), problems)
    }

    /// The request the arguments describe.
    private var request: ScaffoldRequest {
        if let kind = kind.component {
            let component = ScaffoldRequest.Component(kind: kind, name: name)
            return ScaffoldRequest(feature: feature, components: [component], useCase: usecase, repository: repository, coordinator: coordinator)
        }
        var components: [ScaffoldRequest.Component] = []
        if !noUseCase { components.append(.init(kind: .useCase, name: usecase ?? name)) }
        if !noRepository { components.append(.init(kind: .repository, name: repository ?? name)) }
        if !noScreen { components.append(.init(kind: .screen, name: screen ?? name)) }
        return ScaffoldRequest(feature: name, components: components, coordinator: coordinator)
    }
}
