// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FirstAppCoordinatorImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "FirstAppCoordinatorImpl", targets: ["FirstAppCoordinatorImpl"])],
    dependencies: [
        .package(path: "../../../Core/TestSupport"),
        .package(path: "../FirstAppCoordinatorAPI"),
        .package(path: "../../../Features/Login/Presentation/LoginScreen/LoginScreenAPI"),
        .package(path: "../../../Features/VerificationCode/Presentation/VerificationCodeScreen/VerificationCodeScreenAPI"),
        .package(path: "../../../Features/Lock/Presentation/LockScreen/LockScreenAPI"),
        .package(path: "../../../Features/AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../Core/SUICoordinator"),
        .package(path: "../../../Core/Resolver"),
        .package(path: "../../../Core/TerminalUI"),
        .package(path: "../../../Core/Localization"),
        .package(path: "../../../Core/CoordinatorHost"),
    ],
    targets: [
        .target(
            name: "FirstAppCoordinatorImpl",
            dependencies: [
                .product(name: "FirstAppCoordinatorAPI", package: "FirstAppCoordinatorAPI"),
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "FirstAppCoordinatorImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "FirstAppCoordinatorImpl",
                .product(name: "LoginScreenAPI", package: "LoginScreenAPI"),
                .product(name: "LoginScreenAPITestDoubles", package: "LoginScreenAPI"),
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeScreenAPITestDoubles", package: "VerificationCodeScreenAPI"),
                .product(name: "LockScreenAPI", package: "LockScreenAPI"),
                .product(name: "LockScreenAPITestDoubles", package: "LockScreenAPI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "SUICoordinator", package: "SUICoordinator"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "CoordinatorHost", package: "CoordinatorHost"),
                .product(name: "Localization", package: "Localization"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
