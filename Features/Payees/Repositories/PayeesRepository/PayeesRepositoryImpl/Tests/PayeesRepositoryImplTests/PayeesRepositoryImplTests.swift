import PayeesRepositoryAPI
import PayeesRepositoryAPITestDoubles
import PayeesRepositoryImpl
import PayeesUseCaseAPI
import RemoteDataError
import TestSupport
import XCTest

/// The repository over a stubbed gateway: payees as the use case's, and the gateway's errors and
/// refusal codes as domain errors.
final class PayeesRepositoryImplTests: XCTestCase {
    private typealias Errors = PayeesUseCaseNameSpace.Errors
    private var remote: PayeesRepositoryRemoteDataStub!
    private var sut: PayeesRepositoryImpl!

    override func setUp() {
        super.setUp()
        remote = PayeesRepositoryRemoteDataStub()
        remote.savedPayeesResult = .success([
            .init(id: "pay_1", name: "Maria Schmidt", iban: "DE44500105175407324931"),
            .init(id: "pay_2", name: "Daan de Vries", iban: "NL91ABNA0417164300"),
        ])
        remote.savePayeeResult = .success(.init(id: "pay_3", name: "Ana Lopez", iban: "GB82WEST12345698765432"))
        remote.deletePayeeResult = .success(.init())
        sut = PayeesRepositoryImpl(remoteData: remote)
    }

    func testThePayeesComeAsTheGatewayListsThem() async throws {
        let payees = try await sut.payees()

        XCTAssertEqual(payees, [
            .init(id: "pay_1", name: "Maria Schmidt", iban: "DE44500105175407324931"),
            .init(id: "pay_2", name: "Daan de Vries", iban: "NL91ABNA0417164300"),
        ])
    }

    func testANewPayeeIsSentAsGivenAndReturnedAsSaved() async throws {
        let payee = try await sut.addPayee(name: "Ana Lopez", iban: "GB82WEST12345698765432")

        XCTAssertEqual(payee, .init(id: "pay_3", name: "Ana Lopez", iban: "GB82WEST12345698765432"))
        XCTAssertEqual(remote.savePayeeReceivedArguments.map(\.name), ["Ana Lopez"])
        XCTAssertEqual(remote.savePayeeReceivedArguments.map(\.iban), ["GB82WEST12345698765432"])
    }

    func testADeletionIsSentForThePayee() async throws {
        let result = try await sut.deletePayee(id: "pay_2")

        XCTAssertEqual(result, PayeesUseCaseNameSpace.DeletePayeeResult())
        XCTAssertEqual(remote.deletePayeeReceivedArguments, ["pay_2"])
    }

    func testGatewayFailuresBecomeDomainErrors() async {
        let cases: [(RemoteDataError, Errors)] = [
            (.networkUnavailable, .networkUnavailable),
            (.sessionExpired, .sessionExpired),
            (.invalidResponse, .unavailable),
            (.rejected(code: "internal", message: "Try again later."), .refused(reason: "Try again later.")),
        ]
        for (remoteError, domainError) in cases {
            remote.savedPayeesResult = .failure(remoteError)
            remote.deletePayeeResult = .failure(remoteError)
            await assertThrows(domainError) { _ = try await self.sut.payees() }
            await assertThrows(domainError) { _ = try await self.sut.deletePayee(id: "pay_1") }
        }
    }

    func testTheGatewaysRefusalCodesBecomeTheirDomainErrors() async {
        let cases: [(String, Errors)] = [
            ("invalid_name", .invalidName),
            ("invalid_characters", .invalidCharacters),
            ("invalid_iban", .invalidIBAN),
            ("payee_exists", .payeeExists),
            ("payee_not_found", .payeeNotFound),
        ]
        for (code, domainError) in cases {
            remote.savePayeeResult = .failure(RemoteDataError.rejected(code: code, message: "Refused."))
            await assertThrows(domainError) { _ = try await self.sut.addPayee(name: "Ana", iban: "GB82WEST12345698765432") }
        }
    }
}
