// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "LoginScreenImpl", targets: ["LoginScreenImpl"])],
    dependencies: [
        .package(path: "../LoginScreenAPI"),
        .package(path: "../../../UseCases/LoginUseCase/LoginUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "LoginScreenImpl",
            dependencies: [
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "LoginScreenImplTests",
            dependencies: [
                "LoginScreenImpl",
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenAPITestDoubles", package: "LoginScreenAPI"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
