// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyChainDataImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "KeyChainDataImpl", targets: ["KeyChainDataImpl"])],
    dependencies: [
        .package(path: "../../../Features/ChangeAppPin/Repositories/ChangeAppPinRepository/ChangeAppPinRepositoryAPI"),
        .package(path: "../../UserSession/UserSessionAPI"),
        .package(path: "../../../Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
        .package(path: "../../../Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryAPI"),
        .package(path: "../../../Features/Lock/Repositories/LockRepository/LockRepositoryAPI"),
        .package(path: "../../../Core/TestSupport"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        .target(
            name: "KeyChainDataImpl",
            dependencies: [
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "KeyChainDataImplTests",
            dependencies: [
                "KeyChainDataImpl",
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "TestSupport", package: "TestSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
