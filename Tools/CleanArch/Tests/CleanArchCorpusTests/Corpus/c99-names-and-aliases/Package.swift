// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Names",
    targets: [
        .executableTarget(name: "my-tool", dependencies: ["my-lib"]),
        .target(name: "my-lib"),
        .target(name: "Real"),
        .target(
            name: "Aliased",
            dependencies: ["Real"],
            swiftSettings: [.unsafeFlags(["-module-alias", "Legacy=Real"])]
        ),
    ]
)
