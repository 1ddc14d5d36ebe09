// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferReviewScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferReviewScreenImpl", targets: ["TransferReviewScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(path: "../TransferReviewScreenAPI"),
        .package(path: "../../../UseCases/TransferUseCase/TransferUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../Settings/UseCases/SettingsUseCase/SettingsUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "TransferReviewScreenImpl",
            dependencies: [
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SettingsUseCaseAPI", package: "SettingsUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "TransferReviewScreenImplTests",
            dependencies: [
                "TransferReviewScreenImpl",
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferReviewScreenAPITestDoubles", package: "TransferReviewScreenAPI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SettingsUseCaseAPITestDoubles", package: "SettingsUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
