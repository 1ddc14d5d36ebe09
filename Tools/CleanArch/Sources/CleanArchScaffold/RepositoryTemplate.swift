import CleanArchModel

/// `{Name}RepositoryAPI` and `{Name}RepositoryImpl` (blueprint §2.1, §2.2): the remote data
/// protocol with its namespace, and a repository implementing the use case's repository protocol.
struct RepositoryTemplate {
    let feature: String
    /// `CardsRepository`
    let name: String
    /// The use case whose `{UseCase}RepositoryProtocol` the repository implements.
    let useCase: String
    let useCaseAPI: ModuleReference
    let core: CorePackages

    var directory: String { "Features/\(feature)/Repositories/\(name)" }
    /// The remote data source's call, named after the repository (`loadCards()`), since one data
    /// source, such as the gateway service, serves many repositories.
    var remoteCall: String { "load" + (name.hasSuffix("Repository") ? String(name.dropLast("Repository".count)) : name) }

    func plan() -> ComponentPlan {
        let api = apiPackage()
        var plan = ComponentPlan(summary: "repository \(name)")
        plan.packages = [api, implPackage(api: api.reference)]
        plan.declaredTypes = ["\(name)RemoteDataProtocol", "\(name)NameSpace", "\(name)Impl"]
        plan.followUps = ["implement \(name)RemoteDataProtocol in a data package under Data/ and register it; "
            + "\(name)Impl resolves it when it is created"]
        plan.registrations = [Registration(
            section: .repositories,
            implementation: "\(name)Impl",
            lines: ["register { \(name)Impl() }", ".implements(\(useCase)RepositoryProtocol.self)", ".scope(.shared)"],
            imports: ["\(name)Impl", "\(useCase)API"]
        )]
        return plan
    }

    private func apiPackage() -> PackageSpec {
        .api(component: name, in: directory, dependencies: [core.remoteDataError], sources: [
            "\(name)NameSpace.swift": """
            /// Namespace for the models the \(name) exchanges with its data sources.
            public enum \(name)NameSpace {}

            """,
            "\(name)NameSpace+LoadRemoteResult.swift": """
            extension \(name)NameSpace {
                /// What the remote data source returns for a load (blueprint §8.1); add the fetched values here.
                public struct LoadRemoteResult: Equatable, Sendable {
                    /// Creates the result.
                    public init() {}
                }
            }

            """,
            "\(name)RemoteDataProtocol.swift": """
            import RemoteDataError

            /// What the \(name) needs from the gateway; a remote data source implements it (blueprint §1.1).
            public protocol \(name)RemoteDataProtocol: Sendable {
                /// Fetches the feature's content.
                func \(remoteCall)() async throws(RemoteDataError) -> \(name)NameSpace.LoadRemoteResult
            }

            """,
        ])
    }

    private func implPackage(api: ModuleReference) -> PackageSpec {
        PackageSpec(
            name: "\(name)Impl",
            directory: "\(directory)/\(name)Impl",
            kind: .impl,
            dependencies: [api, useCaseAPI, core.remoteDataError, core.resolver],
            testDependencies: [api, api.testDoubles, useCaseAPI, core.remoteDataError, core.testSupport],
            files: [
                "Sources/\(name)Impl/\(name)Impl.swift": implFile,
                "Tests/\(name)ImplTests/\(name)ImplTests.swift": testFile,
            ]
        )
    }

    private var implFile: String {
        """
        import \(name)API
        import \(useCase)API
        import RemoteDataError
        import Resolver

        /// The \(name) (blueprint §2.2): fetches through its data sources and turns their models
        /// and errors into the use case's (typed throws on both sides: nothing is cast).
        public final class \(name)Impl: Sendable {
            private let remoteData: any \(name)RemoteDataProtocol

            /// Resolves the data source from the container (the registrar's path).
            public convenience init() {
                self.init(remoteData: Resolver.resolve(\(name)RemoteDataProtocol.self))
            }

            /// Creates the repository over `remoteData` (the tests' path).
            public init(remoteData: any \(name)RemoteDataProtocol) {
                self.remoteData = remoteData
            }
        }

        // MARK: - \(useCase)RepositoryProtocol

        extension \(name)Impl: \(useCase)RepositoryProtocol {
            public func load() async throws(\(useCase)NameSpace.Errors) -> \(useCase)NameSpace.LoadResult {
                do {
                    _ = try await remoteData.\(remoteCall)()
                    return \(useCase)NameSpace.LoadResult()
                } catch {
                    throw Self.domainError(error)
                }
            }

            /// The use case's error for a data-source failure.
            private static func domainError(_ error: RemoteDataError) -> \(useCase)NameSpace.Errors {
                switch error {
                case .networkUnavailable: .networkUnavailable
                case .sessionExpired: .sessionExpired
                case .locked, .wrongSecret, .rejected, .invalidResponse, .cancelled: .unavailable
                }
            }
        }

        """
    }

    /// Over the data source's stub from `{Name}APITestDoubles`.
    private var testFile: String {
        let remoteData = DoubleNaming.stubName(for: "\(name)RemoteDataProtocol")
        return """
        import \(name)API
        import \(name)APITestDoubles
        import \(name)Impl
        import \(useCase)API
        import RemoteDataError
        import TestSupport
        import XCTest

        final class \(name)ImplTests: XCTestCase {
            func testLoadReturnsTheUseCaseModel() async throws {
                let remoteData = \(remoteData)()
                remoteData.\(remoteCall)Result = .success(.init())

                let result = try await \(name)Impl(remoteData: remoteData).load()

                XCTAssertEqual(result, \(useCase)NameSpace.LoadResult())
                XCTAssertEqual(remoteData.\(remoteCall)CallCount, 1)
            }

            func testEachDataSourceFailureBecomesADomainError() async {
                let cases: [(RemoteDataError, \(useCase)NameSpace.Errors)] = [
                    (.networkUnavailable, .networkUnavailable),
                    (.sessionExpired, .sessionExpired),
                    (.invalidResponse, .unavailable),
                ]
                for (failure, expected) in cases {
                    let remoteData = \(remoteData)()
                    remoteData.\(remoteCall)Result = .failure(failure)

                    await assertThrows(expected, "\\(failure)") { _ = try await \(name)Impl(remoteData: remoteData).load() }
                }
            }
        }

        """
    }
}
