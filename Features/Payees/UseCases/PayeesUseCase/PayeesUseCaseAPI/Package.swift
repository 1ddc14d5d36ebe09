// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesUseCaseAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesUseCaseAPI", targets: ["PayeesUseCaseAPI"]),
        .library(name: "PayeesUseCaseAPITestDoubles", targets: ["PayeesUseCaseAPITestDoubles"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/Reactive"),
    ],
    targets: [
        .target(
            name: "PayeesUseCaseAPI",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
        .target(
            name: "PayeesUseCaseAPITestDoubles",
            dependencies: [
                "PayeesUseCaseAPI",
                .product(name: "Reactive", package: "Reactive"),
            ],
            path: "Tests/PayeesUseCaseAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
