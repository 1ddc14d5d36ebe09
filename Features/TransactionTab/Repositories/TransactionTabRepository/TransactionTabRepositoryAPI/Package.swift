// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabRepositoryAPI", targets: ["TransactionTabRepositoryAPI"]),
        .library(name: "TransactionTabRepositoryAPITestDoubles", targets: ["TransactionTabRepositoryAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "TransactionTabRepositoryAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "TransactionTabRepositoryAPITestDoubles",
            dependencies: [
                "TransactionTabRepositoryAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/TransactionTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
