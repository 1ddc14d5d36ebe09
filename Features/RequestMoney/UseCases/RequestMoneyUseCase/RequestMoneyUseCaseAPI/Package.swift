// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyUseCaseAPI", targets: ["RequestMoneyUseCaseAPI"]),
        .library(name: "RequestMoneyUseCaseAPITestDoubles", targets: ["RequestMoneyUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "RequestMoneyUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "RequestMoneyUseCaseAPITestDoubles",
            dependencies: [
                "RequestMoneyUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/RequestMoneyUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
