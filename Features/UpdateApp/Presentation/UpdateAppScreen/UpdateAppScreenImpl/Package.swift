// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UpdateAppScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UpdateAppScreenImpl", targets: ["UpdateAppScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../UpdateAppScreenAPI"),
        .package(path: "../../../UseCases/UpdateAppUseCase/UpdateAppUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "UpdateAppScreenImpl",
            dependencies: [
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "UpdateAppScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "UpdateAppScreenImpl",
                .product(name: "UpdateAppScreenAPI", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppScreenAPITestDoubles", package: "UpdateAppScreenAPI"),
                .product(name: "UpdateAppUseCaseAPI", package: "UpdateAppUseCaseAPI"),
                .product(name: "UpdateAppUseCaseAPITestDoubles", package: "UpdateAppUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
