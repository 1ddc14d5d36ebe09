// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MobileGatewayServiceImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [.library(name: "MobileGatewayServiceImpl", targets: ["MobileGatewayServiceImpl"])],
    dependencies: [
        .package(path: "../../../Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
        .package(path: "../../../Gateway/PayRedGateway"),
    ],
    targets: [
        .target(
            name: "MobileGatewayServiceImpl",
            dependencies: [.product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI")]
        ),
        .testTarget(
            name: "MobileGatewayServiceImplTests",
            dependencies: [
                "MobileGatewayServiceImpl",
                .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                .product(name: "PayRedGateway", package: "PayRedGateway"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
