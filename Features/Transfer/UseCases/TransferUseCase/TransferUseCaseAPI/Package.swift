// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferUseCaseAPI", targets: ["TransferUseCaseAPI"]),
        .library(name: "TransferUseCaseAPITestDoubles", targets: ["TransferUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "TransferUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "TransferUseCaseAPITestDoubles",
            dependencies: [
                "TransferUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/TransferUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
