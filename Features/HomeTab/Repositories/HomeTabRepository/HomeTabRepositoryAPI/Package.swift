// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabRepositoryAPI", targets: ["HomeTabRepositoryAPI"]),
        .library(name: "HomeTabRepositoryAPITestDoubles", targets: ["HomeTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "HomeTabRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "HomeTabRepositoryAPITestDoubles",
            dependencies: [
                "HomeTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/HomeTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
