// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabCoordinatorImpl", targets: ["CardsTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../CardsTabCoordinatorAPI"),
        .package(path: "../../../Features/CardsTab/Presentation/CardsTabScreen/CardsTabScreenAPI"),
        .package(path: "../../../Features/CardsTab/Presentation/CardDetailScreen/CardDetailScreenAPI"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
        .package(path: "../../../Features/CardsTab/Presentation/CardFreezeScreen/CardFreezeScreenAPI"),
        .package(path: "../../../Features/CardsTab/UseCases/CardsTabUseCase/CardsTabUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "CardsTabCoordinatorImpl",
            dependencies: [
                .product(name: "CardsTabCoordinatorAPI", package: "CardsTabCoordinatorAPI"),
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPI", package: "CardsTabUseCaseAPI"),
            ]
        ),
        .testTarget(
            name: "CardsTabCoordinatorImplTests",
            dependencies: [
                "CardsTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CardsTabScreenAPI", package: "CardsTabScreenAPI"),
                .product(name: "CardsTabScreenAPITestDoubles", package: "CardsTabScreenAPI"),
                .product(name: "CardDetailScreenAPI", package: "CardDetailScreenAPI"),
                .product(name: "CardDetailScreenAPITestDoubles", package: "CardDetailScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "CardFreezeScreenAPI", package: "CardFreezeScreenAPI"),
                .product(name: "CardFreezeScreenAPITestDoubles", package: "CardFreezeScreenAPI"),
                .product(name: "CardsTabUseCaseAPITestDoubles", package: "CardsTabUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
