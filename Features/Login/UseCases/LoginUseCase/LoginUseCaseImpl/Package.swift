// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "LoginUseCaseImpl", targets: ["LoginUseCaseImpl"])],
    dependencies: [
        .package(path: "../LoginUseCaseAPI"),
        .package(path: "../../../../../Core/EmailAddressRule"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "LoginUseCaseImpl",
            dependencies: [
                .product(name: "EmailAddressRule", package: "EmailAddressRule"),
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "LoginUseCaseImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "LoginUseCaseImpl",
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
