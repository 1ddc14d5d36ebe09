// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinScreenImpl", targets: ["ChangeAppPinScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../ChangeAppPinScreenAPI"),
        .package(path: "../../../UseCases/ChangeAppPinUseCase/ChangeAppPinUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "ChangeAppPinScreenImpl",
            dependencies: [
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "ChangeAppPinScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "ChangeAppPinScreenImpl",
                .product(name: "ChangeAppPinScreenAPI", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinScreenAPITestDoubles", package: "ChangeAppPinScreenAPI"),
                .product(name: "ChangeAppPinUseCaseAPI", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "ChangeAppPinUseCaseAPITestDoubles", package: "ChangeAppPinUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
