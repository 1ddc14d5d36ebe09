// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferTabCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferTabCoordinatorImpl", targets: ["TransferTabCoordinatorImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Features/Transfer/Presentation/TransferReviewScreen/TransferReviewScreenAPI"),
        .package(path: "../../../Features/Transfer/Presentation/TransferScreen/TransferScreenAPI"),
        .package(path: "../TransferTabCoordinatorAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/TerminalUI"),
        .package(path: "../../../Features/Transfer/UseCases/TransferUseCase/TransferUseCaseAPI"),
    ],
    targets: [
        .target(
            name: "TransferTabCoordinatorImpl",
            dependencies: [
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferScreenAPI", package: "TransferScreenAPI"),
                .product(name: "TransferTabCoordinatorAPI", package: "TransferTabCoordinatorAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransferUseCaseAPI", package: "TransferUseCaseAPI"),
            ]
        ),
        .testTarget(
            name: "TransferTabCoordinatorImplTests",
            dependencies: [
                .product(name: "TransferReviewScreenAPITestDoubles", package: "TransferReviewScreenAPI"),
                .product(name: "TransferScreenAPITestDoubles", package: "TransferScreenAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TransferReviewScreenAPI", package: "TransferReviewScreenAPI"),
                .product(name: "TransferScreenAPI", package: "TransferScreenAPI"),
                "TransferTabCoordinatorImpl",
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TransferUseCaseAPITestDoubles", package: "TransferUseCaseAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
