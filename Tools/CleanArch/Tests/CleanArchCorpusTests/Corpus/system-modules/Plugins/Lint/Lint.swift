import PackagePlugin

@main
struct Lint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        []
    }
}
