// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "SUICoordinator",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SUICoordinator", targets: ["SUICoordinator"]),
        .library(name: "SUICoordinatorTestDoubles", targets: ["SUICoordinatorTestDoubles"]),
    ],
    targets: [
        .target(name: "SUICoordinator"),
        .target(
            name: "SUICoordinatorTestDoubles",
            dependencies: ["SUICoordinator"],
            path: "Tests/SUICoordinatorTestDoubles"
        ),
        .testTarget(name: "SUICoordinatorTests", dependencies: ["SUICoordinator"]),
    ],
    swiftLanguageModes: [.v6]
)
