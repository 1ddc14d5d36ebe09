// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DataBase",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "DataBase", targets: ["DataBase"])],
    dependencies: [
        .package(path: "../../../Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
        .package(path: "../../../Features/AuthenticationFlow/Repositories/AuthenticationFlowRepository/AuthenticationFlowRepositoryAPI"),
        .package(path: "../../../Features/VerificationCode/Repositories/VerificationCodeRepository/VerificationCodeRepositoryAPI"),
        .package(path: "../../../Features/Lock/Repositories/LockRepository/LockRepositoryAPI"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(path: "../../../Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "DataBase",
            dependencies: [
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ]
        ),
        .testTarget(
            name: "DataBaseTests",
            dependencies: [
                "DataBase",
                .product(name: "AuthenticationFlowRepositoryAPI", package: "AuthenticationFlowRepositoryAPI"),
                .product(name: "LockRepositoryAPI", package: "LockRepositoryAPI"),
                .product(name: "VerificationCodeRepositoryAPI", package: "VerificationCodeRepositoryAPI"),
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
