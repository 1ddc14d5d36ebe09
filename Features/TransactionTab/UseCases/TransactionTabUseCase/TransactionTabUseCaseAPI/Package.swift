// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabUseCaseAPI", targets: ["TransactionTabUseCaseAPI"]),
        .library(name: "TransactionTabUseCaseAPITestDoubles", targets: ["TransactionTabUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "TransactionTabUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "TransactionTabUseCaseAPITestDoubles",
            dependencies: [
                "TransactionTabUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/TransactionTabUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
