// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Media",
    dependencies: [
        .package(url: "https://github.com/NextLevel/NextLevelSessionExporter.git", from: "0.4.6"),
        .package(url: "https://github.com/apple/swift-tools-support-core.git", from: "0.7.0"),
        .package(url: "https://github.com/example/NotCheckedOut.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-service-context.git", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [
                "Feature",
                .product(name: "NextLevelSessionExporter", package: "NextLevelSessionExporter"),
                .product(name: "SwiftToolsSupport-auto", package: "swift-tools-support-core",
                         moduleAliases: ["TSCUtility": "ToolsUtility"]),
            ]
        ),
        .target(name: "Feature", dependencies: ["Core"]),
        .target(name: "Core"),
        .target(name: "Wrapper", dependencies: [.product(name: "NextLevelSessionExporter", package: "NextLevelSessionExporter")]),
        .target(name: "Client", dependencies: ["Wrapper"]),
        .target(name: "Unresolved", dependencies: [.product(name: "Hidden", package: "NotCheckedOut")]),
        .target(name: "Traced", dependencies: [.product(name: "ServiceContextModule", package: "swift-service-context")]),
    ]
)
