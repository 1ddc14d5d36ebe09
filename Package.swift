// swift-tools-version: 6.0
// The PayRed workspace: builds the `payred` app and aggregates every package's tests, so
// `swift test` here runs all of them (each package also tests itself with `swift test`).
import PackageDescription

/// Local packages, by folder.
let packages = [
    "Core/Reactive",
    "Core/Resolver",
    "Core/SUICoordinator",
    "Core/TerminalUI",
    "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI",
    "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl",
    "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI",
    "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl",
    "Features/Login/Presentation/LoginScreen/LoginScreenAPI",
    "Features/Login/Presentation/LoginScreen/LoginScreenImpl",
    "Coordinator/MainAppCoordinator/MainAppCoordinatorAPI",
    "Coordinator/MainAppCoordinator/MainAppCoordinatorImpl",
    "Coordinator/FirstAppCoordinator/FirstAppCoordinatorAPI",
    "Coordinator/FirstAppCoordinator/FirstAppCoordinatorImpl",
    "Data/MobileGatewayService/MobileGatewayServiceImpl",
    "Data/DataBase/DataBase",
    "Gateway/PayRedGateway",
]

/// A product of the local package of the same name.
func local(_ name: String, _ package: String? = nil) -> Target.Dependency {
    .product(name: name, package: package ?? name)
}

/// A package's own test target, listed again here by path.
func packageTests(_ name: String, in folder: String, _ dependencies: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: dependencies, path: "\(folder)/Tests/\(name)")
}

let package = Package(
    name: "PayRed",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "payred", targets: ["PayRedApp"]),
    ],
    dependencies: packages.map { .package(path: $0) } + [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        // The composition root (blueprint §8): registrations, then the app entry point.
        .target(
            name: "PayRedDI",
            dependencies: [
                local("Resolver"),
                local("LoginUseCaseAPI"), local("LoginUseCaseImpl"),
                local("LoginRepositoryAPI"), local("LoginRepositoryImpl"),
                local("LoginScreenAPI"), local("LoginScreenImpl"),
                local("MainAppCoordinatorAPI"), local("MainAppCoordinatorImpl"),
                local("FirstAppCoordinatorAPI"), local("FirstAppCoordinatorImpl"),
                local("MobileGatewayServiceImpl"), local("DataBase"),
            ],
            path: "PayRed/DI"
        ),
        .executableTarget(
            name: "PayRedApp",
            dependencies: [
                "PayRedDI",
                local("Resolver"), local("SUICoordinator"), local("TerminalUI"),
                local("MainAppCoordinatorAPI"), local("PayRedGateway"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "PayRed/App"
        ),
        .testTarget(
            name: "PayRedDITests",
            dependencies: [
                "PayRedDI",
                local("Resolver"), local("TerminalUI"), local("PayRedGateway"),
                local("LoginUseCaseAPI"), local("LoginRepositoryAPI"), local("LoginScreenAPI"),
                local("MainAppCoordinatorAPI"), local("FirstAppCoordinatorAPI"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "PayRed/Tests/PayRedDITests"
        ),

        // Core
        packageTests("ReactiveTests", in: "Core/Reactive", [local("Reactive")]),
        packageTests("ResolverTests", in: "Core/Resolver", [local("Resolver")]),
        packageTests("SUICoordinatorTests", in: "Core/SUICoordinator", [local("SUICoordinator")]),
        packageTests("TerminalUITests", in: "Core/TerminalUI", [local("TerminalUI")]),

        // Features/Login
        packageTests("LoginUseCaseImplTests", in: "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl", [
            local("LoginUseCaseImpl"), local("LoginUseCaseAPI"),
            local("LoginUseCaseAPITestDoubles", "LoginUseCaseAPI"), local("Reactive"),
        ]),
        packageTests("LoginRepositoryImplTests", in: "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl", [
            local("LoginRepositoryImpl"), local("LoginRepositoryAPI"),
            local("LoginRepositoryAPITestDoubles", "LoginRepositoryAPI"), local("LoginUseCaseAPI"),
        ]),
        packageTests("LoginScreenImplTests", in: "Features/Login/Presentation/LoginScreen/LoginScreenImpl", [
            local("LoginScreenImpl"), local("LoginScreenAPI"),
            local("LoginScreenAPITestDoubles", "LoginScreenAPI"), local("LoginUseCaseAPI"),
            local("LoginUseCaseAPITestDoubles", "LoginUseCaseAPI"), local("TerminalUI"),
        ]),

        // Coordinator
        packageTests("MainAppCoordinatorImplTests", in: "Coordinator/MainAppCoordinator/MainAppCoordinatorImpl", [
            local("MainAppCoordinatorImpl"), local("FirstAppCoordinatorAPI"),
            local("FirstAppCoordinatorAPITestDoubles", "FirstAppCoordinatorAPI"), local("Resolver"), local("SUICoordinator"),
        ]),
        packageTests("FirstAppCoordinatorImplTests", in: "Coordinator/FirstAppCoordinator/FirstAppCoordinatorImpl", [
            local("FirstAppCoordinatorImpl"), local("LoginScreenAPI"),
            local("LoginScreenAPITestDoubles", "LoginScreenAPI"), local("Resolver"),
            local("SUICoordinator"), local("TerminalUI"),
        ]),

        // Data
        packageTests("MobileGatewayServiceImplTests", in: "Data/MobileGatewayService/MobileGatewayServiceImpl", [
            local("MobileGatewayServiceImpl"), local("LoginRepositoryAPI"), local("PayRedGateway"),
        ]),
        packageTests("DataBaseTests", in: "Data/DataBase/DataBase", [
            local("DataBase"), local("LoginRepositoryAPI"), .product(name: "GRDB", package: "GRDB.swift"),
        ]),

        // Gateway
        packageTests("PayRedGatewayTests", in: "Gateway/PayRedGateway", [
            local("PayRedGateway"), .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
