// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesScreenImpl", targets: ["PayeesScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../PayeesScreenAPI"),
        .package(path: "../../../UseCases/PayeesUseCase/PayeesUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "PayeesScreenImpl",
            dependencies: [
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "PayeesScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "PayeesScreenImpl",
                .product(name: "PayeesScreenAPI", package: "PayeesScreenAPI"),
                .product(name: "PayeesScreenAPITestDoubles", package: "PayeesScreenAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseAPITestDoubles", package: "PayeesUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
