// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LockScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "LockScreenImpl", targets: ["LockScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../LockScreenAPI"),
        .package(path: "../../../UseCases/LockUseCase/LockUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "LockScreenImpl",
            dependencies: [
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "LockScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "LockScreenImpl",
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenAPITestDoubles", package: "LockScreenAPI"),
                .product(name: "LockUseCaseAPI", package: "LockUseCaseAPI"),
                .product(name: "LockUseCaseAPITestDoubles", package: "LockUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
