// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyScreenImpl", targets: ["RequestMoneyScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../RequestMoneyScreenAPI"),
        .package(path: "../../../UseCases/RequestMoneyUseCase/RequestMoneyUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Core/MoneyText"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../../Core/QRCodeView"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "RequestMoneyScreenImpl",
            dependencies: [
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "MoneyText", package: "MoneyText"),
                .product(name: "QRCodeView", package: "QRCodeView"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "RequestMoneyScreenImplTests",
            dependencies: [
                "RequestMoneyScreenImpl",
                .product(name: "RequestMoneyScreenAPI", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyScreenAPITestDoubles", package: "RequestMoneyScreenAPI"),
                .product(name: "RequestMoneyUseCaseAPI", package: "RequestMoneyUseCaseAPI"),
                .product(name: "RequestMoneyUseCaseAPITestDoubles", package: "RequestMoneyUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "QRCodeView", package: "QRCodeView"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
