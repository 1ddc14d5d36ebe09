// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AuthenticationFlowUseCaseImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "AuthenticationFlowUseCaseImpl", targets: ["AuthenticationFlowUseCaseImpl"]),
    ],
    dependencies: [
        .package(path: "../AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Reactive"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "AuthenticationFlowUseCaseImpl",
            dependencies: [
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "AuthenticationFlowUseCaseImplTests",
            dependencies: [
                "AuthenticationFlowUseCaseImpl",
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
