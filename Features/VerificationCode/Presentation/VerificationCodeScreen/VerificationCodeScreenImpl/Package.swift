// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "VerificationCodeScreenImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "VerificationCodeScreenImpl", targets: ["VerificationCodeScreenImpl"]),
    ],
    dependencies: [
        .package(path: "../VerificationCodeScreenAPI"),
        .package(path: "../../../UseCases/VerificationCodeUseCase/VerificationCodeUseCaseAPI"),
        .package(path: "../../../../../Core/Resolver"),
        .package(path: "../../../../../Core/TerminalUI"),
        .package(path: "../../../../../Core/TestSupport"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(path: "../../../../AuthenticationFlow/UseCases/AuthenticationFlowUseCase/AuthenticationFlowUseCaseAPI"),
        .package(path: "../../../../../Core/Localization"),
    ],
    targets: [
        .target(
            name: "VerificationCodeScreenImpl",
            dependencies: [
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "Resolver", package: "Resolver"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "AuthenticationFlowUseCaseAPI", package: "AuthenticationFlowUseCaseAPI"),
                .product(name: "Localization", package: "Localization"),
            ],
            resources: [.copy("Resources/Localizable.xcstrings")]
        ),
        .testTarget(
            name: "VerificationCodeScreenImplTests",
            dependencies: [
                .product(name: "TestSupport", package: "TestSupport"),
                "VerificationCodeScreenImpl",
                .product(name: "VerificationCodeScreenAPI", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeScreenAPITestDoubles", package: "VerificationCodeScreenAPI"),
                .product(name: "VerificationCodeUseCaseAPI", package: "VerificationCodeUseCaseAPI"),
                .product(name: "VerificationCodeUseCaseAPITestDoubles", package: "VerificationCodeUseCaseAPI"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUISnapshotTesting", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "AuthenticationFlowUseCaseAPITestDoubles", package: "AuthenticationFlowUseCaseAPI"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
