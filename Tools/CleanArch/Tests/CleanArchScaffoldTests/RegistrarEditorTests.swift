@testable import CleanArchScaffold
import XCTest

final class RegistrarEditorTests: XCTestCase {
    private let registrar = """
    // The composition root.
    import LoginImpl
    import Resolver

    extension Resolver: @retroactive ResolverRegistering {
        public static func registerAllServices() {
            // 1. Data sources.
            register { Remote() }
                .scope(.application)

            // 2. Repositories.
            register { LoginRepositoryImpl() }
                .scope(.shared)

            // 3. Use cases.
            register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
                .scope(.shared)
        }
    }

    """

    private let registration = Registration(
        section: .repositories,
        implementation: "CardsRepositoryImpl",
        lines: ["register { CardsRepositoryImpl() }", ".implements(CardsUseCaseRepositoryProtocol.self)", ".scope(.shared)"],
        imports: ["CardsRepositoryImpl", "CardsUseCaseAPI"]
    )

    func testAddsTheRegistrationAtTheEndOfItsSectionAndTheImportsInOrder() throws {
        var editor = RegistrarEditor(source: registrar)
        try editor.add(registration)
        XCTAssertEqual(editor.source, """
        // The composition root.
        import CardsRepositoryImpl
        import CardsUseCaseAPI
        import LoginImpl
        import Resolver

        extension Resolver: @retroactive ResolverRegistering {
            public static func registerAllServices() {
                // 1. Data sources.
                register { Remote() }
                    .scope(.application)

                // 2. Repositories.
                register { LoginRepositoryImpl() }
                    .scope(.shared)

                register { CardsRepositoryImpl() }
                    .implements(CardsUseCaseRepositoryProtocol.self)
                    .scope(.shared)

                // 3. Use cases.
                register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }
                    .scope(.shared)
            }
        }

        """)
    }

    func testALaterSectionGoesAtTheEnd() throws {
        var editor = RegistrarEditor(source: registrar)
        try editor.add(Registration(section: .coordinators, implementation: "CardsCoordinatorImpl",
                                    lines: ["register(CardsCoordinatorProtocol.self) { @MainActor in CardsCoordinatorImpl() }", ".scope(.shared)"],
                                    imports: ["ZetaAPI"]))
        XCTAssertTrue(editor.source.contains("""
                    .scope(.shared)

                register(CardsCoordinatorProtocol.self) { @MainActor in CardsCoordinatorImpl() }
                    .scope(.shared)
            }
        """))
        XCTAssertTrue(editor.source.contains("import Resolver\nimport ZetaAPI\n"))
    }

    func testIsIdempotent() throws {
        var editor = RegistrarEditor(source: registrar)
        try editor.add(registration)
        let once = editor.source
        try editor.add(registration)
        XCTAssertEqual(editor.source, once)
    }

    func testADataSourceRegisteredAlreadyImplementsTheNewProtocolAfterItsLastOne() throws {
        var editor = RegistrarEditor(source: registrar.replacingOccurrences(of: """
                register { Remote() }
                    .scope(.application)
        """, with: """
                register {
                    Remote(url: url)
                }
                .implements(LoginRemoteDataProtocol.self)
                .implements(HomeRemoteDataProtocol.self) // the last
                .scope(.application)
        """))
        let conformance = RegisteredConformance(implementation: "Remote", protocolName: "CardsRemoteDataProtocol", imports: ["CardsRepositoryAPI"])
        try editor.add(conformance)
        XCTAssertTrue(editor.source.contains("""
                .implements(HomeRemoteDataProtocol.self) // the last
                .implements(CardsRemoteDataProtocol.self)
                .scope(.application)
        """), editor.source)
        XCTAssertTrue(editor.source.contains("import CardsRepositoryAPI\nimport LoginImpl\n"))
        let once = editor.source
        try editor.add(conformance)
        XCTAssertEqual(editor.source, once, "idempotent")

        XCTAssertThrowsError(try editor.add(RegisteredConformance(implementation: "Gateway", protocolName: "XRemoteDataProtocol", imports: [])))
    }
}
