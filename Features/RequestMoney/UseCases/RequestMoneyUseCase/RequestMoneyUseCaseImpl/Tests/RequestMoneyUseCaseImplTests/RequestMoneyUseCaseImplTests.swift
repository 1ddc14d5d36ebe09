import RequestMoneyUseCaseAPI
import RequestMoneyUseCaseAPITestDoubles
import RequestMoneyUseCaseImpl
import TestSupport
import XCTest

/// Loading the accounts, and each rule of a payment request: the link and the GiroCode carry it.
final class RequestMoneyUseCaseImplTests: XCTestCase {
    private typealias NameSpace = RequestMoneyUseCaseNameSpace

    private static let loaded = NameSpace.LoadResult(
        holderName: "Bob Stone",
        accounts: [.init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR")]
    )

    private func loadedUseCase() async throws -> RequestMoneyUseCaseImpl {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .success(Self.loaded)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        await sut.load()
        return sut
    }

    func testLoadPublishesLoadingThenLoaded() async throws {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .success(Self.loaded)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded.map(\.accounts), [.idle, .loading, .loaded(Self.loaded)])
    }

    func testRepositoryFailureIsPublished() async {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .failure(NameSpace.Errors.networkUnavailable)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded.map(\.accounts), [.idle, .loading, .error(.networkUnavailable)])
    }

    func testARequestIsALinkAndAGiroCodeOfTheSameRequest() async throws {
        let sut = try await loadedUseCase()

        let request = try XCTUnwrap(made(.init(accountID: "acc_1", amount: "1,250.5", reference: "Dinner & taxi +tip"), by: sut)?.get())

        XCTAssertEqual(
            request.link,
            "payred://pay?iban=DE35100101236114885928&name=Bob%20Stone&amount=1250.50&currency=EUR&reference=Dinner%20%26%20taxi%20%2Btip"
        )
        XCTAssertEqual(request.giroCode, "BCD\n002\n1\nSCT\n\nBob Stone\nDE35100101236114885928\nEUR1250.5\n\n\nDinner & taxi +tip")
        XCTAssertEqual(request.amount, 125_050)
        XCTAssertEqual(request.currency, "EUR")
    }

    func testTheAmountAndReferenceMayBeLeftOut() async throws {
        let sut = try await loadedUseCase()
        let request = try XCTUnwrap(made(.init(accountID: "acc_1", amount: "", reference: ""), by: sut)?.get())
        XCTAssertEqual(request.link, "payred://pay?iban=DE35100101236114885928&name=Bob%20Stone&currency=EUR")
        XCTAssertEqual(request.giroCode, "BCD\n002\n1\nSCT\n\nBob Stone\nDE35100101236114885928")
    }

    func testEachFieldIsChecked() async throws {
        let sut = try await loadedUseCase()
        let cases: [(NameSpace.Form, NameSpace.Errors)] = [
            (.init(accountID: "acc_other", amount: "", reference: ""), .noAccount),
            (.init(accountID: nil, amount: "", reference: ""), .noAccount),
            (.init(accountID: "acc_1", amount: "0", reference: ""), .invalidAmount),
            (.init(accountID: "acc_1", amount: "-5", reference: ""), .invalidAmount),
            (.init(accountID: "acc_1", amount: "12.345", reference: ""), .invalidAmount),
            (.init(accountID: "acc_1", amount: "1000000000", reference: ""), .invalidAmount),
            (.init(accountID: "acc_1", amount: "١٢", reference: ""), .invalidAmount),
            (.init(accountID: "acc_1", amount: "5", reference: String(repeating: "x", count: 141)), .invalidReference),
            (.init(accountID: "acc_1", amount: "5", reference: "line\nbreak"), .invalidReference),
            (.init(accountID: "acc_1", amount: "5", reference: "hidden\u{202E}text"), .invalidReference),
            // 140 characters of two bytes each: more than a GiroCode's 331 bytes.
            (.init(accountID: "acc_1", amount: "5", reference: String(repeating: "é", count: 140)), .notEncodable),
            // The joiner inside a family emoji is an invisible format character, which a GiroCode refuses.
            (.init(accountID: "acc_1", amount: "5", reference: "Zoë 👩\u{200D}👩\u{200D}👧"), .notEncodable),
        ]
        for (form, error) in cases {
            XCTAssertEqual(made(form, by: sut), .failure(error), "\(form)")
        }
        let largest = made(.init(accountID: "acc_1", amount: "999999999.99", reference: String(repeating: "x", count: 140)), by: sut)
        XCTAssertNoThrow(try largest?.get())
    }

    func testNothingIsMadeBeforeTheAccountsAreLoaded() {
        let sut = RequestMoneyUseCaseImpl(repository: RequestMoneyUseCaseRepositoryStub())
        XCTAssertEqual(made(.init(accountID: "acc_1", amount: "", reference: ""), by: sut), .failure(.noAccount))
    }

    /// The request `sut` makes of `form`, or why it does not.
    private func made(_ form: NameSpace.Form, by sut: RequestMoneyUseCaseImpl) -> Result<NameSpace.PaymentRequest, NameSpace.Errors>? {
        Result { () throws(NameSpace.Errors) in try sut.makeRequest(form) }
    }
}
