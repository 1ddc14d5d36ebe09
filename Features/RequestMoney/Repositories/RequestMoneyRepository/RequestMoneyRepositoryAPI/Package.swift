// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RequestMoneyRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "RequestMoneyRepositoryAPI", targets: ["RequestMoneyRepositoryAPI"]),
        .library(name: "RequestMoneyRepositoryAPITestDoubles", targets: ["RequestMoneyRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "RequestMoneyRepositoryAPI"),
        .target(
            name: "RequestMoneyRepositoryAPITestDoubles",
            dependencies: [
                "RequestMoneyRepositoryAPI",
            ],
            path: "Tests/RequestMoneyRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
