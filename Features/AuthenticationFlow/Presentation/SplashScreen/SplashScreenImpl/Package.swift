// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SplashScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "SplashScreenImpl", targets: ["SplashScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../SplashScreenAPI"),
        .package(path: "../../../UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "SplashScreenImpl",
            dependencies: [
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "SplashScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "SplashScreenImpl",
                .product(name: "SplashScreenAPI", package: "SplashScreenAPI"),
                .product(name: "SplashScreenAPITestDoubles", package: "SplashScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
