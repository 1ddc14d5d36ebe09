import CleanArchModel
import CleanArchParsing
import XCTest

final class SourceFileParserTests: XCTestCase {
    private func parse(_ source: String, path: String = "Sources/M/File.swift") -> SourceFile {
        SourceFileParser.parse(source: source, path: path)
    }

    private func declaration(_ name: String, in declarations: [Declaration], file: StaticString = #filePath,
                             line: UInt = #line) throws -> Declaration {
        try XCTUnwrap(declarations.first { $0.name == name }, "no `\(name)`", file: file, line: line)
    }

    func testImports() {
        let source = """
        import Foundation
        @testable import LoginUseCaseImpl
        import struct LoginUseCaseAPI.LoginResult
        @_exported import Reactive
        internal import Resolver
        public import Combine
        #if canImport(UIKit)
        import UIKit
        #endif
        func f() {}
        """
        let imports = parse(source).imports
        XCTAssertEqual(imports.map(\.module),
                       ["Foundation", "LoginUseCaseImpl", "LoginUseCaseAPI", "Reactive", "Resolver", "Combine", "UIKit"])
        XCTAssertEqual(imports.map(\.isTestable), [false, true, false, false, false, false, false])
        XCTAssertEqual(imports[2].location, SourceLocation(file: "Sources/M/File.swift", line: 3, column: 1))
    }

    func testProtocolRequirementsArePublicWithoutLogic() throws {
        let source = """
        /// A use case.
        public protocol LoginUseCaseProtocol: AnyObject, Sendable {
            associatedtype Output
            var state: String { get }
            func login(user: String) async throws -> Output
            init(name: String)
            subscript(index: Int) -> String { get set }
        }
        protocol Internal {}
        """
        let declarations = parse(source).declarations
        let proto = try declaration("LoginUseCaseProtocol", in: declarations)
        XCTAssertEqual(proto.kind, .protocol)
        XCTAssertTrue(proto.isPublic)
        XCTAssertEqual(proto.inheritedTypes, ["AnyObject", "Sendable"])
        XCTAssertEqual(proto.location.line, 2)
        XCTAssertEqual(proto.members.map(\.kind), [.associatedType, .variable, .function, .initializer, .subscript])
        XCTAssertTrue(proto.members.allSatisfy { $0.isPublic && !$0.hasLogic })
        XCTAssertFalse(try declaration("Internal", in: declarations).isPublic)
    }

    func testInitializersAndPropertiesLogic() throws {
        let source = """
        public struct LoginResult: Codable, Hashable & Sendable {
            public let name: String
            public var count = 0
            var lazyDefault = Date()
            public var isEmpty: Bool { name.isEmpty }
            public var observed: Int = 0 { didSet { print(observed) } }
            public var explicit: Int { get { 1 } set { } }
            private(set) public var setter: Int
            private var hidden: Int

            public init(name: String, count: Int) {
                self.name = name
                count = count
            }

            public init() {}

            public init(raw: String) {
                self.name = raw.uppercased()
            }

            init(other: String) {
                self.name = other
                validate()
            }

            public func describe() -> String { name }
        }
        """
        let result = try declaration("LoginResult", in: parse(source).declarations)
        XCTAssertEqual(result.inheritedTypes, ["Codable", "Hashable", "Sendable"])
        let members = result.members
        XCTAssertEqual(members.map(\.name), [
            "name", "count", "lazyDefault", "isEmpty", "observed", "explicit", "setter", "hidden",
            "init", "init", "init", "init", "describe",
        ])
        XCTAssertEqual(members.map(\.hasLogic), [
            false, false, false, true, true, true, false, false,
            false, false, true, true, true,
        ])
        XCTAssertEqual(members.map(\.isPublic), [
            true, true, false, true, true, true, true, false,
            true, true, true, false, true,
        ])
    }

    func testExtensionsEnumsAndNesting() throws {
        let source = """
        public enum LoginUseCaseNameSpace {
            public enum States: Equatable {
                case idle, loading
                case failed(String)
            }
        }

        public extension LoginUseCaseNameSpace.States {
            var isIdle: Bool { self == .idle }
            internal func hidden() {}
        }

        extension LoginUseCaseNameSpace.States: Codable {
            public static let all: [Self] = []
            public func encode() {}
        }

        public typealias Handler = () -> Void
        public func topLevel() {}
        let constant = 1
        """
        let declarations = parse(source).declarations
        XCTAssertEqual(declarations.map(\.kind), [.enum, .extension, .extension, .typealias, .function, .variable])
        let states = try XCTUnwrap(declarations.first?.members.first)
        XCTAssertEqual(states.name, "States")
        XCTAssertEqual(states.members.map(\.name), ["idle", "loading", "failed"])
        XCTAssertTrue(states.members.allSatisfy { $0.kind == .case && $0.isPublic && !$0.hasLogic })

        let publicExtension = declarations[1]
        XCTAssertEqual(publicExtension.name, "LoginUseCaseNameSpace.States")
        XCTAssertTrue(publicExtension.isPublic)
        XCTAssertEqual(publicExtension.members.map(\.isPublic), [true, false])
        XCTAssertEqual(publicExtension.members.map(\.hasLogic), [true, true])

        let conformance = declarations[2]
        XCTAssertFalse(conformance.isPublic)
        XCTAssertEqual(conformance.inheritedTypes, ["Codable"])
        XCTAssertEqual(conformance.members.map(\.hasLogic), [false, true])
        XCTAssertEqual(declarations[4].hasLogic, true)
        XCTAssertEqual(declarations[5].hasLogic, false)
    }

    func testSuppressions() {
        let source = """
        import Foundation
        // cleanarch:ignore api-no-logic -- formatting lives here by design
        public struct A {}
        /// cleanarch:ignore impl-not-on-impl
        struct B {} // cleanarch:ignore layout --
        let text = "// cleanarch:ignore not-a-comment -- string"
        // cleanarch:ignore
        // cleanarch:ignored something
        """
        let suppressions = parse(source).suppressions
        XCTAssertEqual(suppressions, [
            Suppression(rule: "api-no-logic", reason: "formatting lives here by design",
                        location: SourceLocation(file: "Sources/M/File.swift", line: 2, column: 1)),
            Suppression(rule: "impl-not-on-impl", reason: nil,
                        location: SourceLocation(file: "Sources/M/File.swift", line: 4, column: 1)),
            Suppression(rule: "layout", reason: nil,
                        location: SourceLocation(file: "Sources/M/File.swift", line: 5, column: 13)),
        ])
    }

    func testCompositionRootAndReferencedTypes() {
        let source = """
        import Resolver
        import LoginUseCaseImpl

        extension Resolver: @retroactive ResolverRegistering {
            public static func registerAllServices() {
                register { LoginRepositoryImpl() }
                    .implements(LoginUseCaseRepositoryProtocol.self)
                    .scope(.shared)
                register(LoginUseCaseProtocol.self) { LoginUseCaseImpl(config: resolve(PayRedConfiguration.self)) }
                let state: LoginUseCaseNameSpace.States = .idle
                _ = LoginUseCaseNameSpace.Errors.self
            }
        }
        """
        let file = parse(source)
        XCTAssertTrue(file.isCompositionRoot)
        XCTAssertEqual(file.declarations.first?.inheritedTypes, ["@retroactive ResolverRegistering"])
        XCTAssertEqual(file.referencedTypeNames, [
            "LoginRepositoryImpl", "LoginUseCaseImpl", "LoginUseCaseNameSpace", "LoginUseCaseNameSpace.Errors",
            "LoginUseCaseNameSpace.States", "LoginUseCaseProtocol", "LoginUseCaseRepositoryProtocol",
            "PayRedConfiguration", "Resolver", "ResolverRegistering",
        ])

        let function = parse("func registerAllServices() { register { A() } }")
        XCTAssertTrue(function.isCompositionRoot)
        XCTAssertEqual(function.referencedTypeNames, ["A"])

        let plain = parse("struct A { func register() { B() } }")
        XCTAssertFalse(plain.isCompositionRoot)
        XCTAssertEqual(plain.referencedTypeNames, [])
    }

    func testBrokenSourceIsRecoveredFrom() {
        let file = parse("public struct A { func f( }\npublic protocol P {}")
        XCTAssertTrue(file.declarations.contains { $0.name == "P" && $0.kind == .protocol })
    }
}
