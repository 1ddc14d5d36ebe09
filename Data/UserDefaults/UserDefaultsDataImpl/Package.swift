// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "UserDefaultsDataImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "UserDefaultsDataImpl", targets: ["UserDefaultsDataImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Features/HomeTab/Repositories/HomeTabRepository/HomeTabRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "UserDefaultsDataImpl",
            dependencies: [
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
            ]
        ),
        .testTarget(
            name: "UserDefaultsDataImplTests",
            dependencies: [
                "UserDefaultsDataImpl",
                .product(name: "HomeTabRepositoryAPI", package: "HomeTabRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
