// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserSessionImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "UserSessionImpl", targets: ["UserSessionImpl"])],
    dependencies: [
        .package(path: "../UserSessionAPI"),
        .package(path: "../../../Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../Features/Lock/Repositories/LockRepository/LockRepositoryAPI"),
        .package(path: "../../../Core/Reactive"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/TestSupport"),
    ],
    targets: [
        .target(
            name: "UserSessionImpl",
            dependencies: [
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "Resolver", package: "Resolver"),
            ]
        ),
        .testTarget(
            name: "UserSessionImplTests",
            dependencies: [
                "UserSessionImpl",
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "UserSessionAPITestDoubles", package: "UserSessionAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
