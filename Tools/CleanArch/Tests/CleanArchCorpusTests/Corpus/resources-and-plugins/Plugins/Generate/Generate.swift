import PackagePlugin

@main
struct Generate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: toolName())
        return [.buildCommand(displayName: "Generate", executable: tool.url, arguments: [], outputFiles: [])]
    }

    private func toolName() -> String { "Tool" }
}
