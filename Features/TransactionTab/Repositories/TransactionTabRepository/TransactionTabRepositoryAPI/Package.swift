// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransactionTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransactionTabRepositoryAPI", targets: ["TransactionTabRepositoryAPI"]),
        .library(name: "TransactionTabRepositoryAPITestDoubles", targets: ["TransactionTabRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "TransactionTabRepositoryAPI"),
        .target(
            name: "TransactionTabRepositoryAPITestDoubles",
            dependencies: [
                "TransactionTabRepositoryAPI",
            ],
            path: "Tests/TransactionTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
