import PackagePlugin

@main
struct Generate: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "Generator")
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        return [
            .buildCommand(displayName: "Generate", executable: generator.url, arguments: [output.path], outputFiles: [output]),
        ]
    }
}
