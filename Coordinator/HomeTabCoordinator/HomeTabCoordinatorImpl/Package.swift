// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "HomeTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "HomeTabCoordinatorImpl", targets: ["HomeTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../HomeTabCoordinatorAPI"),
        .package(path: "../../MainTabBarCoordinator/MainTabBarCoordinatorAPI"),
        .package(path: "../../../Features/HomeTab/Presentation/HomeTabScreen/HomeTabScreenAPI"),
        .package(path: "../../../Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/TerminalUI"),
    ],
    targets: [
        .target(
            name: "HomeTabCoordinatorImpl",
            dependencies: [
                .product(name: "HomeTabCoordinatorAPI", package: "HomeTabCoordinatorAPI"),
                .product(name: "MainTabBarCoordinatorAPI", package: "MainTabBarCoordinatorAPI"),
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .testTarget(
            name: "HomeTabCoordinatorImplTests",
            dependencies: [
                "HomeTabCoordinatorImpl",
                .product(name: "HomeTabScreenAPI", package: "HomeTabScreenAPI"),
                .product(name: "HomeTabScreenAPITestDoubles", package: "HomeTabScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
