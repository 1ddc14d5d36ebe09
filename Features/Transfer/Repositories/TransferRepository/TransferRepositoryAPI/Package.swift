// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TransferRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "TransferRepositoryAPI", targets: ["TransferRepositoryAPI"]),
        .library(name: "TransferRepositoryAPITestDoubles", targets: ["TransferRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "TransferRepositoryAPI"),
        .target(
            name: "TransferRepositoryAPITestDoubles",
            dependencies: [
                "TransferRepositoryAPI",
            ],
            path: "Tests/TransferRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
