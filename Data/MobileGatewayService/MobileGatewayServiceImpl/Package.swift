// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MobileGatewayServiceImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MobileGatewayServiceImpl", targets: ["MobileGatewayServiceImpl"])],
    dependencies: [
        .package(path: "../../../Features/UpdateApp/Repositories/UpdateAppRepository/UpdateAppRepositoryAPI"),
        .package(path: "../../../Features/Notifications/Repositories/NotificationManagerRepository/NotificationManagerRepositoryAPI"),
        .package(path: "../../../Features/ChangeAppPin/Repositories/ChangeAppPinRepository/ChangeAppPinRepositoryAPI"),
        .package(path: "../../../Features/UserProfile/Repositories/UserProfileRepository/UserProfileRepositoryAPI"),
        .package(path: "../../../Features/Payees/Repositories/PayeesRepository/PayeesRepositoryAPI"),
        .package(path: "../../../Features/Transfer/Repositories/TransferRepository/TransferRepositoryAPI"),
        .package(path: "../../../Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
        .package(path: "../../../Gateway/PayRedGateway"),
        .package(path: "../../UserSession/UserSessionAPI"),
        .package(path: "../../../Core/Reactive"),
        .package(path: "../../../Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryAPI"),
        .package(path: "../../../Features/Lock/Repositories/LockRepository/LockRepositoryAPI"),
        .package(path: "../../../Features/HomeTab/Repositories/HomeTabRepository/HomeTabRepositoryAPI"),
        .package(path: "../../../Features/CardsTab/Repositories/CardsTabRepository/CardsTabRepositoryAPI"),
        .package(path: "../../../Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "MobileGatewayServiceImpl",
            dependencies: [
                .product(name: "Reactive", package: "Reactive"),
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ]
        ),
        .testTarget(
            name: "MobileGatewayServiceImplTests",
            dependencies: [
                .product(name: "UpdateAppRepositoryAPI", package: "UpdateAppRepositoryAPI"),
                .product(name: "NotificationManagerRepositoryAPI", package: "NotificationManagerRepositoryAPI"),
                .product(name: "ChangeAppPinRepositoryAPI", package: "ChangeAppPinRepositoryAPI"),
                .product(name: "UserProfileRepositoryAPI", package: "UserProfileRepositoryAPI"),
                .product(name: "PayeesRepositoryAPI", package: "PayeesRepositoryAPI"),
                .product(name: "TransferRepositoryAPI", package: "TransferRepositoryAPI"),
                "MobileGatewayServiceImpl",
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
                .product(name: "UserSessionAPI", package: "UserSessionAPI"),
                .product(name: "UserSessionAPITestDoubles", package: "UserSessionAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
                .product(name: "CardsTabRepositoryAPI", package: "CardsTabRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
