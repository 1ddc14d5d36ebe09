// swift-tools-version: 5.9
import PackageDescription

let common: [Target.Dependency] = ["Core"]

let package = Package(
    name: "Build",
    targets: [
        .target(name: "Core"),
        .target(name: "Templates", resources: [.copy("Resources/Skeleton")]),
        .target(name: "Generated", dependencies: ["Core"], plugins: ["Generate"]),
        .executableTarget(name: "Tool"),
        .plugin(name: "Generate", capability: .buildTool(), dependencies: ["Tool"]),
        .target(name: "Uses", dependencies: common),
        .target(name: "AlsoUses", dependencies: common),
        .target(name: "OpenAPIRuntime"),
        .target(name: "TypesAOT", dependencies: ["OpenAPIRuntime", "Core", "Templates"]),
    ]
)
