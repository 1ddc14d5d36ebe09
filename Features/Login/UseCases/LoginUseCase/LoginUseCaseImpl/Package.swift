// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "LoginUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "LoginUseCaseImpl", targets: ["LoginUseCaseImpl"])],
    dependencies: [
        .package(path: "../LoginUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
    ],
    targets: [
        .target(
            name: "LoginUseCaseImpl",
            dependencies: [
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "LoginUseCaseImplTests",
            dependencies: [
                "LoginUseCaseImpl",
                .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
