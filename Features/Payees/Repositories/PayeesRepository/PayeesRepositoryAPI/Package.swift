// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PayeesRepositoryAPI",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "PayeesRepositoryAPI", targets: ["PayeesRepositoryAPI"]),
        .library(name: "PayeesRepositoryAPITestDoubles", targets: ["PayeesRepositoryAPITestDoubles"]),
    ],
    targets: [
        .target(name: "PayeesRepositoryAPI"),
        .target(
            name: "PayeesRepositoryAPITestDoubles",
            dependencies: [
                "PayeesRepositoryAPI",
            ],
            path: "Tests/PayeesRepositoryAPITestDoubles"
        ),
    ],
    swiftLanguageModes: [.v6]
)
