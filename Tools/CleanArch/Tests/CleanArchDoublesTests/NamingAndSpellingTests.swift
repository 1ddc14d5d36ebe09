@testable import CleanArchDoubles
import XCTest

/// Member stems for overloads, and what a type's spelling tells the generator.
final class NamingAndSpellingTests: XCTestCase {
    private func method(_ name: String, _ labels: [String?], types: [String]) -> MemberShape {
        let parameters = zip(labels, types).enumerated().map { index, pair in
            ParameterShape(label: pair.0, name: "p\(index)", declaredType: pair.1, baseType: pair.1,
                           isInout: false, isVariadic: false, isNonEscapingFunction: false)
        }
        return .method(MethodShape(name: name, genericClause: nil, genericParameters: [], whereClause: nil, parameters: parameters,
                                   isAsync: false, throwsClause: .none, returnType: nil, isStatic: false, attributes: [], globalActor: nil))
    }

    func testOverloadsAreNamedByLabelsThenTypes() {
        let stems = MemberNaming.stems(for: [
            method("load", ["id"], types: ["Int"]),
            method("load", ["ids"], types: ["[Int]"]),
            method("find", [nil], types: ["Int"]),
            method("find", [nil], types: ["String"]),
            method("clear", [], types: []),
        ])
        XCTAssertEqual(stems, ["loadId", "loadIds", "findInt", "findString", "clear"])
    }

    func testTypeNameDropsATrailingProtocol() {
        XCTAssertEqual(DoubleSpec.typeName(for: "LoginUseCaseProtocol"), "LoginUseCaseStub")
        XCTAssertEqual(DoubleSpec.typeName(for: "Clock"), "ClockStub")
        XCTAssertEqual(DoubleSpec.typeName(for: "Protocol"), "ProtocolStub")
    }

    func testDefaultsExistOnlyForObviousTypes() {
        XCTAssertEqual(TypeSpelling.defaultValue(of: "Int?"), "nil")
        XCTAssertEqual(TypeSpelling.defaultValue(of: "[String: Int]"), "[:]")
        XCTAssertEqual(TypeSpelling.defaultValue(of: "[[String: Int]]"), "[]")
        XCTAssertEqual(TypeSpelling.defaultValue(of: "Bool"), "false")
        XCTAssertEqual(TypeSpelling.defaultValue(of: "Void"), "()")
        XCTAssertNil(TypeSpelling.defaultValue(of: "User"))
        XCTAssertNil(TypeSpelling.defaultValue(of: "(Int, String)"))
    }

    func testOptionalsAreParenthesisedWhenNeeded() {
        XCTAssertEqual(TypeSpelling.optional("Int"), "Int?")
        XCTAssertEqual(TypeSpelling.optional("(Int) -> Void"), "((Int) -> Void)?")
        XCTAssertEqual(TypeSpelling.optional("any Error"), "(any Error)?")
        XCTAssertEqual(TypeSpelling.optional("@Sendable () -> Void"), "(@Sendable () -> Void)?")
        XCTAssertEqual(TypeSpelling.optional("[(Int) -> Void]"), "[(Int) -> Void]?")
    }

    func testGenericValuesAreErased() {
        XCTAssertEqual(TypeSpelling.erased("T.Type", generics: ["T"]), "Any.Type")
        XCTAssertEqual(TypeSpelling.erased("[T]", generics: ["T"]), "Any")
        XCTAssertEqual(TypeSpelling.erased("Token", generics: ["T"]), "Token")
        XCTAssertEqual(TypeSpelling.erased("some Sequence", generics: []), "Any")
    }
}
