// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "Macros",
    platforms: [.macOS(.v10_15)],
    targets: [
        .macro(name: "MacrosImpl", dependencies: []),
        .target(name: "MacrosLib", dependencies: ["MacrosImpl"]),
        .executableTarget(name: "Generator"),
        .plugin(name: "Generate", capability: .buildTool(), dependencies: ["Generator"]),
        .target(name: "Unused", dependencies: ["MacrosLib"]),
    ]
)
