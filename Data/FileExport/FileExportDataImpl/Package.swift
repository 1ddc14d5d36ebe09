// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FileExportDataImpl",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "FileExportDataImpl", targets: ["FileExportDataImpl"]),
    ],
    dependencies: [
        .package(path: "../../../Features/TransactionTab/Repositories/TransactionTabRepository/TransactionTabRepositoryAPI"),
    ],
    targets: [
        .target(
            name: "FileExportDataImpl",
            dependencies: [
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ]
        ),
        .testTarget(
            name: "FileExportDataImplTests",
            dependencies: [
                "FileExportDataImpl",
                .product(name: "TransactionTabRepositoryAPI", package: "TransactionTabRepositoryAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
