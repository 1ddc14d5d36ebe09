import PackagePlugin

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin
import XcodeOnlyHelper
#endif

@main
struct Format: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
