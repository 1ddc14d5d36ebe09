// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabUseCaseAPI", targets: ["CardsTabUseCaseAPI"]),
        .library(name: "CardsTabUseCaseAPITestDoubles", targets: ["CardsTabUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "CardsTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "CardsTabUseCaseAPITestDoubles",
            dependencies: [
                "CardsTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/CardsTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
