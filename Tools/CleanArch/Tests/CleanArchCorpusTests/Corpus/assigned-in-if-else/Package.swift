// swift-tools-version: 6.0
import PackageDescription
import Foundation

let appDependencies: [Target.Dependency]
if ProcessInfo.processInfo.environment["USE_LOCAL"] == nil {
    appDependencies = ["Core"]
} else {
    appDependencies = []
}

let package = Package(
    name: "Deps",
    targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: appDependencies),
    ]
)
