import CleanArchModel
import XCTest

/// Each rule, on the blueprint fixture: clean as written, and firing on the break it names.
final class RuleTests: XCTestCase {
    private typealias F = BlueprintFixture

    private func rules(_ violations: [Violation]) -> [String] {
        violations.map(\.rule)
    }

    func testTheBlueprintFixtureIsClean() throws {
        XCTAssertEqual(try BlueprintFixture().violations().map { "\($0.location.file):\($0.location.line) [\($0.rule)] \($0.message)" }, [])
    }

    func testImplNotOnImpl() throws {
        var fixture = BlueprintFixture()
        fixture.replace(
            ".package(path: \"../LoginRepositoryAPI\"),",
            with: ".package(path: \"../LoginRepositoryAPI\"),\n        .package(path: \"../../../UseCases/LoginUseCase/LoginUseCaseImpl\"),",
            in: "\(F.repositoryImpl)/Package.swift"
        )
        let violations = try fixture.violations()
        let finding = try XCTUnwrap(violations.first { $0.rule == "impl-not-on-impl" })
        XCTAssertEqual(finding.location.file, "\(F.repositoryImpl)/Package.swift")
        XCTAssertEqual(finding.location.line, 9)
        XCTAssertTrue(finding.message.contains("LoginUseCaseImpl"))
    }

    func testAPIDependsOnlyOnAPI() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.repositoryAPI)/Package.swift"] = F.apiManifest(
            "LoginRepositoryAPI",
            dependencies: ".package(url: \"https://github.com/groue/GRDB.swift.git\", from: \"7.0.0\")",
            targetDependencies: ".product(name: \"GRDB\", package: \"GRDB.swift\")"
        )
        fixture.files["\(F.repositoryAPI)/Sources/LoginRepositoryAPI/Storage.swift"] = "import GRDB\n"
        let violations = try fixture.violations().filter { $0.rule == "api-depends-only-on-api" }
        XCTAssertEqual(violations.count, 2, "\(violations)")
        XCTAssertTrue(violations.contains { $0.message.contains("grdb.swift") })
        XCTAssertTrue(violations.contains { $0.message.contains("imports 'GRDB'") })
    }

    func testDIOnlyInImpl() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.repositoryAPI)/Package.swift"] = F.apiManifest(
            "LoginRepositoryAPI",
            dependencies: ".package(url: \"https://github.com/hmlongco/Resolver.git\", from: \"1.5.1\")",
            targetDependencies: ".product(name: \"Resolver\", package: \"Resolver\")"
        )
        fixture.files["\(F.repositoryAPI)/Sources/LoginRepositoryAPI/Container.swift"] = "import Resolver\n"
        XCTAssertEqual(rules(try fixture.violations()).filter { $0 == "di-only-in-impl" }.count, 2)
    }

    func testUseCaseFrameworkFree() throws {
        var fixture = BlueprintFixture()
        fixture.replace("import Resolver\n", with: "import Resolver\nimport SwiftUI\n", in: "\(F.useCaseImpl)/Sources/LoginUseCaseImpl/LoginUseCaseImpl.swift")
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "usecase-framework-free" })
        XCTAssertEqual(finding.location.line, 3)
        XCTAssertTrue(finding.message.contains("SwiftUI"))
    }

    func testDomainNotCodableThroughAnExtensionInAnotherPackage() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.repositoryImpl)/Sources/LoginRepositoryImpl/LoginResponse+Codable.swift"] = """
        import LoginUseCaseAPI

        extension LoginUseCaseNameSpace.LoginResponse: Codable {}
        """
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "domain-not-codable" })
        XCTAssertEqual(finding.location.file, "\(F.repositoryImpl)/Sources/LoginRepositoryImpl/LoginResponse+Codable.swift")
        XCTAssertEqual(finding.location.line, 3)
    }

    func testAPIHasNoImplementation() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.useCaseAPI)/Sources/LoginUseCaseAPI/Helpers.swift"] = """
        public final class LoginHelper {}

        extension LoginUseCaseNameSpace.LoginResponse {
            public var summary: String { userExists ? "known" : "new" }
        }
        """
        let violations = try fixture.violations().filter { $0.rule == "api-has-no-implementation" }
        XCTAssertEqual(violations.map(\.location.line), [1, 4])
    }

    func testRepositoryProtocolInUseCaseAPI() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.repositoryImpl)/Sources/LoginRepositoryImpl/Extra.swift"] = """
        public protocol ProfileRepositoryProtocol {}
        public protocol ProfileRemoteDataProtocol {}
        """
        let violations = try fixture.violations().filter { $0.rule == "repository-protocol-in-usecase-api" }
        XCTAssertEqual(violations.count, 2)
    }

    func testImplRegistered() throws {
        var fixture = BlueprintFixture()
        fixture.replace(
            "register(LoginUseCaseProtocol.self) { LoginUseCaseImpl() }\n            .scope(.shared)\n",
            with: "",
            in: "PayRed/DI/DIRegisterar.swift"
        )
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "impl-registered" })
        XCTAssertTrue(finding.message.contains("LoginUseCaseImpl"))
    }

    func testTestDoublesPresent() throws {
        var fixture = BlueprintFixture()
        fixture.replace(
            "        .target(name: \"LoginRepositoryAPITestDoubles\", dependencies: [\"LoginRepositoryAPI\"], path: \"Tests/LoginRepositoryAPITestDoubles\"),\n",
            with: "",
            in: "\(F.repositoryAPI)/Package.swift"
        )
        fixture.replace(
            "        .library(name: \"LoginRepositoryAPITestDoubles\", targets: [\"LoginRepositoryAPITestDoubles\"]),\n",
            with: "",
            in: "\(F.repositoryAPI)/Package.swift"
        )
        fixture.files.removeValue(forKey: "\(F.repositoryAPI)/Tests/LoginRepositoryAPITestDoubles/LoginRepositoryRemoteDataStub.swift")
        XCTAssertEqual(rules(try fixture.violations()), ["test-doubles-present"])
    }

    func testNoLooseSources() throws {
        var fixture = BlueprintFixture()
        fixture.files["Scripts/Stray.swift"] = "let stray = 1\n"
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "no-loose-sources" })
        XCTAssertEqual(finding.location, SourceLocation(file: "Scripts/Stray.swift", line: 1, column: 1))
    }

    func testImportDeclared() throws {
        var fixture = BlueprintFixture()
        fixture.replace("import Resolver\n", with: "import Resolver\nimport Logging\n", in: "\(F.repositoryImpl)/Sources/LoginRepositoryImpl/LoginRepositoryImpl.swift")
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "import-declared" })
        XCTAssertTrue(finding.message.contains("'Logging'"))
    }

    func testDependencyUsed() throws {
        var fixture = BlueprintFixture()
        fixture.replace("import LoginUseCaseAPI\nimport Resolver\n", with: "import LoginUseCaseAPI\n", in: "\(F.useCaseImpl)/Sources/LoginUseCaseImpl/LoginUseCaseImpl.swift")
        fixture.replace("= Resolver.resolve()", with: "", in: "\(F.useCaseImpl)/Sources/LoginUseCaseImpl/LoginUseCaseImpl.swift")
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "dependency-used" })
        XCTAssertEqual(finding.location.file, "\(F.useCaseImpl)/Package.swift")
        XCTAssertTrue(finding.message.contains("'Resolver'"))
    }

    func testNoCycles() throws {
        var fixture = BlueprintFixture()
        fixture.files["\(F.useCaseAPI)/Package.swift"] = F.apiManifest(
            "LoginUseCaseAPI",
            dependencies: ".package(path: \"../../../Repositories/LoginRepository/LoginRepositoryAPI\")",
            targetDependencies: ".product(name: \"LoginRepositoryAPI\", package: \"LoginRepositoryAPI\")"
        )
        fixture.files["\(F.repositoryAPI)/Package.swift"] = F.apiManifest(
            "LoginRepositoryAPI",
            dependencies: ".package(path: \"../../../UseCases/LoginUseCase/LoginUseCaseAPI\")",
            targetDependencies: ".product(name: \"LoginUseCaseAPI\", package: \"LoginUseCaseAPI\")"
        )
        let cycles = try fixture.violations().filter { $0.rule == "no-cycles" }
        XCTAssertFalse(cycles.isEmpty)
        XCTAssertTrue(cycles[0].message.contains("LoginRepositoryAPI → LoginUseCaseAPI → LoginRepositoryAPI"), cycles[0].message)
    }

    func testLayout() throws {
        var fixture = BlueprintFixture()
        for (path, text) in fixture.files where path.hasPrefix(F.repositoryAPI) {
            fixture.files.removeValue(forKey: path)
            fixture.files[path.replacingOccurrences(of: "Repositories/LoginRepository/", with: "Repositories/")] = text
        }
        fixture.replace("\"../LoginRepositoryAPI\"", with: "\"../../LoginRepositoryAPI\"", in: "\(F.repositoryImpl)/Package.swift")
        fixture.replace("Repositories/LoginRepository/LoginRepositoryAPI\"", with: "Repositories/LoginRepositoryAPI\"", in: "Package.swift")
        let finding = try XCTUnwrap(try fixture.violations().first { $0.rule == "layout" })
        XCTAssertTrue(finding.message.contains("belongs at '\(F.repositoryAPI)'"), finding.message)
    }
}
