import CleanArchModel

/// `{Name}UseCaseAPI` and `{Name}UseCaseImpl` (blueprint §3.1, §3.2, §3.4): the protocol, the
/// repository protocol it needs (typed throws: no layer casts errors), its namespace with
/// `States` (the one `Loadable`, ADR 0023), `Errors` and `LoadResult`, and an implementation
/// loading through `StateSubject.load`, as this repository's features do.
struct UseCaseTemplate {
    let feature: String
    /// `CardsUseCase`
    let name: String
    let core: CorePackages

    var directory: String { "Features/\(feature)/UseCases/\(name)" }

    func plan() -> ComponentPlan {
        let api = apiPackage()
        var plan = ComponentPlan(summary: "use case \(name)")
        plan.packages = [api, implPackage(api: api.reference)]
        plan.declaredTypes = ["\(name)Protocol", "\(name)RepositoryProtocol", "\(name)NameSpace", "\(name)Impl"]
        plan.registrations = [Registration(
            section: .useCases,
            implementation: "\(name)Impl",
            lines: ["register(\(name)Protocol.self) { \(name)Impl() }", ".scope(.shared)"],
            imports: ["\(name)API", "\(name)Impl"]
        )]
        return plan
    }

    private func apiPackage() -> PackageSpec {
        .api(component: name, in: directory, dependencies: [core.reactive, core.loadable], sources: [
            "\(name)Protocol.swift": protocolFile,
            "\(name)RepositoryProtocol.swift": repositoryProtocolFile,
            "\(name)NameSpace.swift": """
            /// Namespace for the \(name)'s domain models (blueprint §3.4, §8).
            public enum \(name)NameSpace {}

            """,
            "\(name)NameSpace+States.swift": statesFile,
            "\(name)NameSpace+Errors.swift": errorsFile,
            "\(name)NameSpace+LoadResult.swift": loadResultFile,
        ])
    }

    private func implPackage(api: ModuleReference) -> PackageSpec {
        PackageSpec(
            name: "\(name)Impl",
            directory: "\(directory)/\(name)Impl",
            kind: .impl,
            dependencies: [api, core.loadable, core.reactive, core.resolver],
            testDependencies: [api, api.testDoubles, core.testSupport],
            files: [
                "Sources/\(name)Impl/\(name)Impl.swift": implFile,
                "Tests/\(name)ImplTests/\(name)ImplTests.swift": testFile,
            ]
        )
    }

    private var protocolFile: String {
        """
        import Reactive

        /// The \(name): the input boundary the \(feature) view models call (blueprint §3.2).
        ///
        /// It owns the feature's business rules and publishes its state through `statePublisher`.
        /// An action a screen asks for returns its outcome to that screen (ADR 0027).
        public protocol \(name)Protocol: AnyObject, Sendable {
            /// The current state followed by every change.
            var statePublisher: AnyPublisher<\(name)NameSpace.States, Never> { get }

            /// Loads the feature's content; the outcome is published as `.loaded` or `.error`.
            /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
            func load() async
        }

        """
    }

    private var repositoryProtocolFile: String {
        """
        /// What the \(name) needs from the data world (blueprint §2.1, §7.1).
        ///
        /// Defined here, by the use case; a repository implements it.
        public protocol \(name)RepositoryProtocol: Sendable {
            /// Loads the feature's content.
            func load() async throws(\(name)NameSpace.Errors) -> \(name)NameSpace.LoadResult
        }

        """
    }

    private var statesFile: String {
        """
        import Loadable

        extension \(name)NameSpace {
            /// The \(name)'s state (blueprint §3.4): nothing yet, on its way, loaded, or why not.
            public typealias States = Loadable<LoadResult, Errors>
        }

        """
    }

    private var errorsFile: String {
        """
        extension \(name)NameSpace {
            /// Business errors of the \(name) (blueprint §11.2); view models turn them into text.
            public enum Errors: Error, Equatable, Sendable {
                /// The gateway could not be reached.
                case networkUnavailable
                /// The session ended; the user signs in again.
                case sessionExpired
                /// The content could not be loaded.
                case unavailable
            }
        }

        """
    }

    private var loadResultFile: String {
        """
        extension \(name)NameSpace {
            /// What a load returns (blueprint §8.1); add the feature's values here.
            public struct LoadResult: Equatable, Sendable {
                /// Creates the result.
                public init() {}
            }
        }

        """
    }

    private var implFile: String {
        """
        import \(name)API
        import Loadable
        import Reactive
        import Resolver

        /// The \(name) (blueprint §3.2): loads through its repository into the one load state.
        public final class \(name)Impl: Sendable {
            private let repository: any \(name)RepositoryProtocol
            private let stateSubject = StateSubject(\(name)NameSpace.States.idle)

            /// Resolves the repository from the container (the registrar's path).
            public convenience init() {
                self.init(repository: Resolver.resolve(\(name)RepositoryProtocol.self))
            }

            /// Creates the use case over `repository` (the tests' path).
            public init(repository: any \(name)RepositoryProtocol) {
                self.repository = repository
            }
        }

        // MARK: - \(name)Protocol

        extension \(name)Impl: \(name)Protocol {
            public var statePublisher: AnyPublisher<\(name)NameSpace.States, Never> {
                stateSubject.eraseToAnyPublisher()
            }

            public func load() async {
                await stateSubject.load { () async throws(\(name)NameSpace.Errors) in try await repository.load() }
            }
        }

        """
    }

    /// Over the repository's stub from `{Name}APITestDoubles`, recording with TestSupport's `StateRecorder`.
    private var testFile: String {
        let repository = DoubleNaming.stubName(for: "\(name)RepositoryProtocol")
        return """
        import \(name)API
        import \(name)APITestDoubles
        import \(name)Impl
        import TestSupport
        import XCTest

        final class \(name)ImplTests: XCTestCase {
            func testLoadPublishesLoadingThenLoaded() async {
                let repository = \(repository)()
                repository.loadResult = .success(.init())
                let sut = \(name)Impl(repository: repository)
                let recorder = StateRecorder(sut.statePublisher)

                await sut.load()

                XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(.init())])
                XCTAssertEqual(repository.loadCallCount, 1)
            }

            func testARepositoryFailureIsPublished() async {
                let repository = \(repository)()
                repository.loadResult = .failure(.networkUnavailable)
                let sut = \(name)Impl(repository: repository)
                let recorder = StateRecorder(sut.statePublisher)

                await sut.load()

                XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
            }
        }

        """
    }
}
