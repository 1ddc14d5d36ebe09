// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinkUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DeepLinkUseCaseImpl", targets: ["DeepLinkUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../DeepLinkUseCaseAPI"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../../../../../Core/MoneyText"),
    ],
    targets: [
        .target(
            name: "DeepLinkUseCaseImpl",
            dependencies: [
                .product(name: "DeepLinkUseCaseAPI", package: "DeepLinkUseCaseAPI"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "MoneyText", package: "MoneyText"),
            ]
        ),
        .testTarget(
            name: "DeepLinkUseCaseImplTests",
            dependencies: [
                "DeepLinkUseCaseImpl",
                .product(name: "DeepLinkUseCaseAPI", package: "DeepLinkUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
