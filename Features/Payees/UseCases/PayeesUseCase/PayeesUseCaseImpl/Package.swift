// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesUseCaseImpl", targets: ["PayeesUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../../../../../Core/PlainTextRule"),
        .package(path: "../../../../../Core/IBANRule"),
        .package(path: "../PayeesUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(path: "../../../../../Core/Loadable"),
    ],
    targets: [
        .target(
            name: "PayeesUseCaseImpl",
            dependencies: [
                .product(name: "PlainTextRule", package: "PlainTextRule"),
                .product(name: "IBANRule", package: "IBANRule"),
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "Loadable", package: "Loadable"),
            ]
        ),
        .testTarget(
            name: "PayeesUseCaseImplTests",
            dependencies: [
                "PayeesUseCaseImpl",
                .product(name: "PayeesUseCaseAPI", package: "PayeesUseCaseAPI"),
                .product(name: "PayeesUseCaseAPITestDoubles", package: "PayeesUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
