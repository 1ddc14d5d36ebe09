/// `Data/{Name}/{Name}Impl` (blueprint §1, "Data Layer Packages"): a data source implementing a new
/// `{Repository}{Name}DataProtocol` that it adds, with its result model, to the repository's API.
struct DataSourceTemplate {
    /// `CardsCache`
    let name: String
    /// The repository whose API gains the data protocol, e.g. `CardsRepository`.
    let repository: String
    let repositoryAPI: ModuleReference
    /// Whether `{Repository}NameSpace` must be created too.
    let needsNameSpace: Bool

    var dataProtocol: String { "\(repository)\(name)DataProtocol" }
    var result: String { "\(repository)NameSpace.\(name)DataResult" }
    var directory: String { "Data/\(name)/\(name)Impl" }

    func plan() -> ComponentPlan {
        var plan = ComponentPlan(summary: "data source \(name)Impl")
        plan.packages = [PackageSpec(
            name: "\(name)Impl",
            directory: directory,
            kind: .impl,
            dependencies: [repositoryAPI],
            testDependencies: [repositoryAPI],
            files: [
                "Sources/\(name)Impl/\(name)Impl.swift": implFile,
                "Tests/\(name)ImplTests/\(name)ImplTests.swift": testFile,
            ]
        )]
        let sources = "\(repositoryAPI.packageDirectory)/Sources/\(repositoryAPI.product)/"
        plan.addedFiles[sources + "\(dataProtocol).swift"] = protocolFile
        plan.addedFiles[sources + "\(repository)NameSpace+\(name)DataResult.swift"] = resultFile
        plan.declaredTypes = [dataProtocol, "\(name)Impl"]
        plan.followUps = ["call \(dataProtocol) from \(repository)Impl (resolve it with Resolver.resolve)"]
        if needsNameSpace {
            plan.addedFiles[sources + "\(repository)NameSpace.swift"] = """
            /// Namespace for the models the \(repository) exchanges with its data sources.
            public enum \(repository)NameSpace {}

            """
        }
        plan.registrations = [Registration(
            section: .dataSources,
            implementation: "\(name)Impl",
            lines: ["register { \(name)Impl() }", ".implements(\(dataProtocol).self)", ".scope(.application)"],
            imports: ["\(name)Impl", repositoryAPI.product]
        )]
        return plan
    }

    private var protocolFile: String {
        """
        /// What the \(repository) needs from the \(name) data source; `\(name)Impl` implements it.
        public protocol \(dataProtocol): Sendable {
            /// Loads what the data source holds.
            func load\(name)() async throws -> \(result)
        }

        """
    }

    private var resultFile: String {
        """
        extension \(repository)NameSpace {
            /// What `\(dataProtocol).load\(name)()` returns (blueprint §8.1); add the values here.
            public struct \(name)DataResult: Equatable, Sendable {
                /// Creates the result.
                public init() {}
            }
        }

        """
    }

    private var implFile: String {
        """
        import \(repositoryAPI.product)

        /// The \(name) data source (blueprint §1): serves the \(repository) through `\(dataProtocol)`.
        public final class \(name)Impl: Sendable {
            /// Creates the data source.
            public init() {}
        }

        // MARK: - \(dataProtocol)

        extension \(name)Impl: \(dataProtocol) {
            public func load\(name)() async throws -> \(result) {
                \(result)()
            }
        }

        """
    }

    private var testFile: String {
        """
        import \(name)Impl
        import \(repositoryAPI.product)
        import XCTest

        final class \(name)ImplTests: XCTestCase {
            func testLoadAnswersTheRepositoryModel() async throws {
                let result = try await \(name)Impl().load\(name)()

                XCTAssertEqual(result, \(result)())
            }
        }

        """
    }
}
