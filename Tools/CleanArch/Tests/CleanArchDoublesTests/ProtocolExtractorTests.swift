@testable import CleanArchDoubles
import XCTest

/// Reading requirements: effects, generics, parameters, statics, associated types.
final class ProtocolExtractorTests: XCTestCase {
    private func shape(_ source: String) throws -> ProtocolShape {
        try XCTUnwrap(ProtocolExtractor(file: "A.swift", module: "AAPI").extract(from: source).shapes.first)
    }

    private func methods(_ shape: ProtocolShape) -> [MethodShape] {
        shape.members.compactMap { if case .method(let method) = $0 { method } else { nil } }
    }

    func testReadsEffectsAndReturnTypes() throws {
        let protocolShape = try shape("""
        import Foundation
        public protocol ServiceProtocol: Sendable {
            func load(id: Int) async throws -> String
            func save(_ value: String) throws(SaveError)
            func reload(_ body: () throws -> Void) rethrows
            func ping() -> Void
        }
        """)
        let methods = methods(protocolShape)
        XCTAssertEqual(protocolShape.imports, ["Foundation"])
        XCTAssertEqual(protocolShape.inherited, ["Sendable"])
        XCTAssertEqual(methods.map(\.isAsync), [true, false, false, false])
        XCTAssertEqual(methods.map(\.throwsClause), [.untyped, .typed("SaveError"), .none, .none])
        XCTAssertEqual(methods.map(\.returnType), ["String", nil, nil, nil])
        XCTAssertEqual(methods.map(\.selector), ["load(id:)", "save(_:)", "reload(_:)", "ping()"])
    }

    func testReadsParametersKinds() throws {
        let method = try XCTUnwrap(methods(shape("""
        public protocol P {
            func run(_: Int, in context: inout String, _ names: String..., handler: @escaping @Sendable (Int) -> Void, map: (Int) -> Int)
        }
        """)).first)
        XCTAssertEqual(method.parameters.map(\.label), [nil, "in", nil, "handler", "map"])
        XCTAssertEqual(method.parameters.map(\.name), ["arg0", "context", "names", "handler", "map"])
        XCTAssertEqual(method.parameters.map(\.isInout), [false, true, false, false, false])
        XCTAssertEqual(method.parameters.map(\.valueType), ["Int", "String", "[String]", "@Sendable (Int) -> Void", "(Int) -> Int"])
        XCTAssertEqual(method.parameters.map(\.isNonEscapingFunction), [false, false, false, false, true])
    }

    func testReadsGenericsStaticsPropertiesAndAssociatedTypes() throws {
        let protocolShape = try shape("""
        @MainActor public protocol StoreProtocol: AnyObject, BaseAPI.BaseProtocol {
            associatedtype Item: Sendable where Item: Equatable
            static var version: String { get }
            var name: String { get set }
            var count: Int { get async throws }
            func decode<T: Decodable>(_ type: T.Type) throws -> T where T: Sendable
        }
        """)
        XCTAssertEqual(protocolShape.globalActor, "MainActor")
        XCTAssertEqual(protocolShape.inherited, ["AnyObject", "BaseProtocol"])
        XCTAssertEqual(protocolShape.associatedTypes, [AssociatedTypeShape(name: "Item", constraint: "Sendable", requirements: "Item: Equatable")])
        let properties = protocolShape.members.compactMap { if case .property(let property) = $0 { property } else { nil } }
        XCTAssertEqual(properties.map(\.isStatic), [true, false, false])
        XCTAssertEqual(properties.map(\.isSettable), [false, true, false])
        XCTAssertEqual(properties.map(\.hasEffects), [false, false, true])
        let decode = try XCTUnwrap(methods(protocolShape).first)
        XCTAssertEqual(decode.genericParameters, ["T"])
        XCTAssertEqual(decode.whereClause, "where T: Sendable")
    }

    func testRecordsWhatCannotBeGenerated() throws {
        let protocolShape = try shape("""
        public protocol P {
            subscript(index: Int) -> Int { get }
            func make() -> some Sequence
            func copy() -> Self
        }
        """)
        XCTAssertEqual(protocolShape.unsupported.count, 3)
        XCTAssertTrue(protocolShape.unsupported.contains("requirements that use `Self` are not supported"), "\(protocolShape.unsupported)")
    }

    func testReadsSelfMemberTypesAsTheirNamesAndSendingResultsWithoutSending() throws {
        let protocolShape = try shape("""
        public protocol P {
            associatedtype Item
            func first(where test: (Self.Item) -> Bool) -> Self.Item?
            func take() -> sending [Item]
        }
        """)
        let methods = methods(protocolShape)
        XCTAssertEqual(protocolShape.unsupported, [])
        XCTAssertEqual(methods.first?.parameters.first?.valueType, "(Item) -> Bool")
        XCTAssertEqual(methods.map(\.returnType), ["Item?", "[Item]"])
        XCTAssertEqual(methods.map(\.isSendingResult), [false, true])
    }
}
