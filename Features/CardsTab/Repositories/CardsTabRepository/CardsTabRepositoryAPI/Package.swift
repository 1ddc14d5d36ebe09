// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "CardsTabRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "CardsTabRepositoryAPI", targets: ["CardsTabRepositoryAPI"]),
        .library(name: "CardsTabRepositoryAPITestDoubles", targets: ["CardsTabRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "CardsTabRepositoryAPI"),
        .target(
            name: "CardsTabRepositoryAPITestDoubles",
            dependencies: [
                "CardsTabRepositoryAPI",
            ],
            path: "Tests/CardsTabRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
