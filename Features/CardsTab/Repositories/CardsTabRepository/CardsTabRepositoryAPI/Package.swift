// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabRepositoryAPI", targets: ["CardsTabRepositoryAPI"]),
        .library(name: "CardsTabRepositoryAPITestDoubles", targets: ["CardsTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "CardsTabRepositoryAPI",
            dependencies: [.product(name: "Reactive", package: "Reactive")]
        ),
        .target(
            name: "CardsTabRepositoryAPITestDoubles",
            dependencies: [
                "CardsTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/CardsTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
