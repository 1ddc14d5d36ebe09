import Foundation
import GatewayContract
import XCTest

/// The contract both sides build on: the document shipped with the code generated from it.
final class GatewayContractTests: XCTestCase {
    func testTheDocumentShipsWithTheCode() throws {
        let yaml = try OpenAPIDocument.yaml()
        XCTAssertTrue(yaml.hasPrefix("openapi: 3.0.3"))
        XCTAssertTrue(yaml.contains("operationId: createTransfer"))
    }

    /// The gateway refuses every number that is not a whole literal (`WireBodyRules`): that holds
    /// only while the document has no fractional number.
    func testTheDocumentHasNoFractionalNumber() throws {
        let yaml = try OpenAPIDocument.yaml()
        XCTAssertFalse(yaml.contains("type: number"))
    }

    func testMoneyIsIntegerMinorUnitsOnTheWire() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(Components.Schemas.Money(minorUnits: 1250, currency: "EUR")), as: UTF8.self)
        XCTAssertEqual(text, #"{"currency":"EUR","minorUnits":1250}"#)
    }

    func testAnOptionalFieldIsLeftOutNotNull() throws {
        let page = Components.Schemas.TransactionPage(items: [])
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(page), as: UTF8.self), #"{"items":[]}"#)
    }

    func testATransferRequestKeepsEveryField() throws {
        let body = #"{"fromAccountId":"a","payeeId":"p","amount":{"minorUnits":1,"currency":"EUR"},"description":"x"}"#
        let request = try JSONDecoder().decode(Components.Schemas.TransferRequest.self, from: Data(body.utf8))
        XCTAssertEqual(request.fromAccountId, "a")
        XCTAssertEqual(request.payeeId, "p")
        XCTAssertNil(request.toIban)
        XCTAssertEqual(request.amount.minorUnits, 1)
        XCTAssertEqual(request.description, "x")
    }
}
