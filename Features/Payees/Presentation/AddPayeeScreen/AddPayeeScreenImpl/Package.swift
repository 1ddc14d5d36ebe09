// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AddPayeeScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AddPayeeScreenImpl", targets: ["AddPayeeScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../AddPayeeScreenAPI"),
        .package(path: "../../../UseCases/PayeesUseCase/PayeesUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "AddPayeeScreenImpl",
            dependencies: [
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "AddPayeeScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "AddPayeeScreenImpl",
                .product(name: "AddPayeeScreenAPI", package: "AddPayeeScreenAPI"),
                .product(name: "AddPayeeScreenAPITestDoubles", package: "AddPayeeScreenAPI"),
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
