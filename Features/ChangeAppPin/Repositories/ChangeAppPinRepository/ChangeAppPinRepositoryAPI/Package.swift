// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ChangeAppPinRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "ChangeAppPinRepositoryAPI", targets: ["ChangeAppPinRepositoryAPI"]),
        .library(name: "ChangeAppPinRepositoryAPITestDoubles", targets: ["ChangeAppPinRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "ChangeAppPinRepositoryAPI"),
        .target(
            name: "ChangeAppPinRepositoryAPITestDoubles",
            dependencies: [
                "ChangeAppPinRepositoryAPI",
            ],
            path: "Tests/ChangeAppPinRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
