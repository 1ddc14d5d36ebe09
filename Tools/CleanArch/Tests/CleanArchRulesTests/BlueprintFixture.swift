import CleanArchModel
import CleanArchParsing
import CleanArchRules
import Foundation
import XCTest

/// A small workspace laid out as blueprint 000 describes (Login: use case and repository,
/// API and Impl, a composition root), written to a temporary directory. Tests change files
/// and check which rules fire. The external packages are checked out in `.build/checkouts`, as
/// after `swift package resolve`.
struct BlueprintFixture {
    var files: [String: String] = [
        ".build/checkouts/Resolver/Package.swift": checkout("Resolver", modules: ["Resolver"]),
        ".build/checkouts/GRDB.swift/Package.swift": checkout("GRDB", modules: ["GRDB"]),
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "PayRed",
            dependencies: [
                .package(path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI"),
                .package(path: "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl"),
                .package(path: "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"),
                .package(path: "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl"),
                .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
            ],
            targets: [
                .target(
                    name: "PayRedDI",
                    dependencies: [
                        .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                        .product(name: "LoginUseCaseImpl", package: "LoginUseCaseImpl"),
                        .product(name: "LoginRepositoryImpl", package: "LoginRepositoryImpl"),
                        .product(name: "Resolver", package: "Resolver"),
                    ],
                    path: "PayRed/DI"
                ),
            ]
        )
        """,
        "PayRed/DI/DIRegisterar.swift": """
        import LoginRepositoryImpl
        import LoginUseCaseAPI
        import LoginUseCaseImpl
        import Resolver

        extension Resolver: @retroactive ResolverRegistering {
            public static func registerAllServices() {
                register { LoginRepositoryImpl() }
                    .implements(LoginUseCaseRepositoryProtocol.self)
                    .scope(.shared)
                register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
                    .scope(.shared)
            }
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Package.swift": apiManifest("LoginUseCaseAPI"),
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Sources/LoginUseCaseAPI/LoginUseCaseProtocol.swift": """
        public protocol LoginUseCaseProtocol: Sendable {
            func login(email: String) async throws
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Sources/LoginUseCaseAPI/LoginUseCaseRepositoryProtocol.swift": """
        public protocol LoginUseCaseRepositoryProtocol: Sendable {
            func login(email: String) async throws -> LoginUseCaseNameSpace.LoginResponse
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Sources/LoginUseCaseAPI/LoginUseCaseNameSpace.swift": """
        public enum LoginUseCaseNameSpace {}

        extension LoginUseCaseNameSpace {
            public struct LoginResponse: Equatable, Sendable {
                public let userExists: Bool

                public init(userExists: Bool) {
                    self.userExists = userExists
                }
            }
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI/Tests/LoginUseCaseAPITestDoubles/LoginUseCaseStub.swift": """
        import LoginUseCaseAPI

        public final class LoginUseCaseStub: LoginUseCaseProtocol, @unchecked Sendable {
            public private(set) var loginCallCount = 0
            public init() {}
            public func login(email: String) async throws { loginCallCount += 1 }
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "LoginUseCaseImpl",
            products: [.library(name: "LoginUseCaseImpl", targets: ["LoginUseCaseImpl"])],
            dependencies: [
                .package(path: "../LoginUseCaseAPI"),
                .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
            ],
            targets: [
                .target(
                    name: "LoginUseCaseImpl",
                    dependencies: [
                        .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                        .product(name: "Resolver", package: "Resolver"),
                    ]
                ),
                .testTarget(
                    name: "LoginUseCaseImplTests",
                    dependencies: [
                        "LoginUseCaseImpl",
                        .product(name: "LoginUseCaseAPITestDoubles", package: "LoginUseCaseAPI"),
                    ]
                ),
            ]
        )
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl/Sources/LoginUseCaseImpl/LoginUseCaseImpl.swift": """
        import LoginUseCaseAPI
        import Resolver

        public final class LoginUseCaseImpl: LoginUseCaseProtocol {
            private let repository: any LoginUseCaseRepositoryProtocol

            public init(repository: any LoginUseCaseRepositoryProtocol = Resolver.resolve()) {
                self.repository = repository
            }

            public func login(email: String) async throws {
                guard email.contains("@") else { return }
                _ = try await repository.login(email: email)
            }
        }
        """,
        "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl/Tests/LoginUseCaseImplTests/LoginUseCaseImplTests.swift": """
        import LoginUseCaseAPITestDoubles
        import LoginUseCaseImpl
        import XCTest

        final class LoginUseCaseImplTests: XCTestCase {
            func testStub() async throws {
                let stub = LoginUseCaseStub()
                try await stub.login(email: "a@b.co")
                XCTAssertEqual(stub.loginCallCount, 1)
                _ = LoginUseCaseImpl.self
            }
        }
        """,
        "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI/Package.swift": apiManifest("LoginRepositoryAPI"),
        "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI/Sources/LoginRepositoryAPI/LoginRepositoryRemoteDataProtocol.swift": """
        public protocol LoginRepositoryRemoteDataProtocol: Sendable {
            func login(email: String) async throws -> Bool
        }
        """,
        "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI/Tests/LoginRepositoryAPITestDoubles/LoginRepositoryRemoteDataStub.swift": """
        import LoginRepositoryAPI

        public final class LoginRepositoryRemoteDataStub: LoginRepositoryRemoteDataProtocol {
            public init() {}
            public func login(email: String) async throws -> Bool { true }
        }
        """,
        "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl/Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "LoginRepositoryImpl",
            products: [.library(name: "LoginRepositoryImpl", targets: ["LoginRepositoryImpl"])],
            dependencies: [
                .package(path: "../LoginRepositoryAPI"),
                .package(path: "../../../UseCases/LoginUseCase/LoginUseCaseAPI"),
                .package(url: "https://github.com/hmlongco/Resolver.git", from: "1.5.1"),
            ],
            targets: [
                .target(
                    name: "LoginRepositoryImpl",
                    dependencies: [
                        .product(name: "LoginRepositoryAPI", package: "LoginRepositoryAPI"),
                        .product(name: "LoginUseCaseAPI", package: "LoginUseCaseAPI"),
                        .product(name: "Resolver", package: "Resolver"),
                    ]
                ),
            ]
        )
        """,
        "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl/Sources/LoginRepositoryImpl/LoginRepositoryImpl.swift": """
        import LoginRepositoryAPI
        import LoginUseCaseAPI
        import Resolver

        public final class LoginRepositoryImpl: LoginUseCaseRepositoryProtocol {
            private let remote: any LoginRepositoryRemoteDataProtocol

            public init(remote: any LoginRepositoryRemoteDataProtocol = Resolver.resolve()) {
                self.remote = remote
            }

            public func login(email: String) async throws -> LoginUseCaseNameSpace.LoginResponse {
                LoginUseCaseNameSpace.LoginResponse(userExists: try await remote.login(email: email))
            }
        }
        """,
    ]

    static let useCaseAPI = "Features/Login/UseCases/LoginUseCase/LoginUseCaseAPI"
    static let useCaseImpl = "Features/Login/UseCases/LoginUseCase/LoginUseCaseImpl"
    static let repositoryAPI = "Features/Login/Repositories/LoginRepository/LoginRepositoryAPI"
    static let repositoryImpl = "Features/Login/Repositories/LoginRepository/LoginRepositoryImpl"

    /// The manifest of a checked-out package whose one product builds `modules`.
    static func checkout(_ name: String, modules: [String]) -> String {
        let targets = modules.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: [\(targets)])],
            targets: [\(modules.map { ".target(name: \"\($0)\")" }.joined(separator: ", "))]
        )
        """
    }

    /// An API package manifest with its TestDoubles target.
    static func apiManifest(_ name: String, dependencies: String = "", targetDependencies: String = "") -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [
                .library(name: "\(name)", targets: ["\(name)"]),
                .library(name: "\(name)TestDoubles", targets: ["\(name)TestDoubles"]),
            ],
            dependencies: [\(dependencies)],
            targets: [
                .target(name: "\(name)", dependencies: [\(targetDependencies)]),
                .target(name: "\(name)TestDoubles", dependencies: ["\(name)"], path: "Tests/\(name)TestDoubles"),
            ]
        )
        """
    }

    /// Replaces `old` with `new` in the file at `path`; fails the test when `old` is missing.
    mutating func replace(_ old: String, with new: String, in path: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let text = files[path], text.contains(old) else {
            return XCTFail("'\(old)' not found in \(path)", file: file, line: line)
        }
        files[path] = text.replacingOccurrences(of: old, with: new)
    }

    /// Writes the files to a fresh directory and checks them; `.cleanarch.yml` may be among them.
    func violations(file: StaticString = #filePath, line: UInt = #line) throws -> [Violation] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cleanarch-rules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try WorkspaceLoader().load(root: root, configuration: nil, cacheDirectory: nil)
        XCTAssertEqual(result.diagnostics.map(\.message), [], file: file, line: line)
        return RuleEngine().check(result.workspace)
    }
}
