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
        .api(component: name, in: directory, dependencies: [], sources: [
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
            /// What the \(name) needs from the gateway; a remote data source implements it (blueprint §1.1).
            public protocol \(name)RemoteDataProtocol: Sendable {
                /// Fetches the feature's content.
                func load() async throws -> \(name)NameSpace.LoadRemoteResult
            }

            """,
        ])
    }

    private func implPackage(api: ModuleReference) -> PackageSpec {
        PackageSpec(
            name: "\(name)Impl",
            directory: "\(directory)/\(name)Impl",
            kind: .impl,
            dependencies: [api, useCaseAPI, core.resolver],
            testDependencies: [api, useCaseAPI],
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
        import Resolver

        /// The \(name) (blueprint §2.2): fetches through its data sources and turns their models
        /// and errors into the use case's.
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
            public func load() async throws -> \(useCase)NameSpace.LoadResult {
                do {
                    _ = try await remoteData.load()
                    return \(useCase)NameSpace.LoadResult()
                } catch {
                    throw \(useCase)NameSpace.Errors.unavailable
                }
            }
        }

        """
    }

    private var testFile: String {
        """
        import \(name)API
        import \(name)Impl
        import \(useCase)API
        import XCTest

        final class \(name)ImplTests: XCTestCase {
            func testLoadReturnsTheUseCaseModel() async throws {
                let sut = \(name)Impl(remoteData: RemoteDataStub(result: .success(.init())))

                let result = try await sut.load()

                XCTAssertEqual(result, \(useCase)NameSpace.LoadResult())
            }

            func testDataSourceFailureBecomesADomainError() async {
                struct Offline: Error {}
                let sut = \(name)Impl(remoteData: RemoteDataStub(result: .failure(Offline())))

                do {
                    _ = try await sut.load()
                    XCTFail("expected \\(\(useCase)NameSpace.Errors.unavailable)")
                } catch {
                    XCTAssertEqual(error as? \(useCase)NameSpace.Errors, .unavailable)
                }
            }
        }

        /// Answers `load()` with a fixed result.
        private struct RemoteDataStub: \(name)RemoteDataProtocol {
            let result: Result<\(name)NameSpace.LoadRemoteResult, any Error>

            func load() async throws -> \(name)NameSpace.LoadRemoteResult {
                try result.get()
            }
        }

        """
    }
}
