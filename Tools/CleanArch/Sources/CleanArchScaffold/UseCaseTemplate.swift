import CleanArchModel

/// `{Name}UseCaseAPI` and `{Name}UseCaseImpl` (blueprint §3.1, §3.2, §3.4): the protocol, the
/// repository protocol it needs, its namespace with `States`, `Errors` and `LoadResult`, and an
/// implementation running the load state machine.
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
        .api(component: name, in: directory, dependencies: [core.reactive], sources: [
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
            dependencies: [api, core.reactive, core.resolver],
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
        /// It owns the feature's business rules and publishes its state machine through `statePublisher`.
        public protocol \(name)Protocol: AnyObject, Sendable {
            /// The current state followed by every change.
            var statePublisher: AnyPublisher<\(name)NameSpace.States, Never> { get }

            /// Loads the feature's content; the outcome is published as `.loaded` or `.error`.
            /// - Throws: `\(name)NameSpace.Errors` describing why nothing was loaded.
            func load() async throws
        }

        """
    }

    private var repositoryProtocolFile: String {
        """
        /// What the \(name) needs from the data world (blueprint §2.1, §7.1).
        ///
        /// Defined here, by the use case; a repository implements it. Implementations throw
        /// `\(name)NameSpace.Errors`.
        public protocol \(name)RepositoryProtocol: Sendable {
            /// Loads the feature's content.
            func load() async throws -> \(name)NameSpace.LoadResult
        }

        """
    }

    private var statesFile: String {
        """
        extension \(name)NameSpace {
            /// The \(name)'s state machine (blueprint §3.4): the output boundary view models consume.
            public enum States: Equatable, Sendable {
                /// Nothing loaded yet.
                case idle
                /// A load is in flight.
                case loading
                /// The content is loaded.
                case loaded(LoadResult)
                /// The last load failed with `error`; a new attempt may start from here.
                case error(Errors)
            }
        }

        """
    }

    private var errorsFile: String {
        """
        extension \(name)NameSpace {
            /// Business errors of the \(name) (blueprint §11.2); view models turn them into text.
            public enum Errors: Error, Equatable, Sendable {
                /// A load is already in flight.
                case unableToLoadWhileLoading
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
        import Reactive
        import Resolver

        /// The \(name) (blueprint §3.2): runs the load state machine over its repository.
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

            public func load() async throws {
                try stateSubject.transition { state in
                    if case .loading = state { throw \(name)NameSpace.Errors.unableToLoadWhileLoading }
                    return .loading
                }
                do {
                    stateSubject.send(.loaded(try await repository.load()))
                } catch {
                    let domainError = error as? \(name)NameSpace.Errors ?? .unavailable
                    stateSubject.send(.error(domainError))
                    throw domainError
                }
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
            func testLoadPublishesLoadingThenLoaded() async throws {
                let repository = \(repository)()
                repository.loadResult = .success(.init())
                let sut = \(name)Impl(repository: repository)
                let recorder = StateRecorder(sut.statePublisher)

                try await sut.load()

                XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(.init())])
                XCTAssertEqual(repository.loadCallCount, 1)
            }

            func testRepositoryFailureIsPublishedAndThrown() async {
                let repository = \(repository)()
                repository.loadResult = .failure(\(name)NameSpace.Errors.unavailable)
                let sut = \(name)Impl(repository: repository)
                let recorder = StateRecorder(sut.statePublisher)

                await assertThrows(\(name)NameSpace.Errors.unavailable) { try await sut.load() }

                XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.unavailable)])
            }
        }

        """
    }
}
