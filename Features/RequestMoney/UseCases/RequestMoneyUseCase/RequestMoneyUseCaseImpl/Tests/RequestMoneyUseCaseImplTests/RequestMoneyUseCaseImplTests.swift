import RequestMoneyUseCaseAPI
import RequestMoneyUseCaseAPITestDoubles
import RequestMoneyUseCaseImpl
import TestSupport
import XCTest

final class RequestMoneyUseCaseImplTests: XCTestCase {
    private static let loaded = RequestMoneyUseCaseNameSpace.LoadResult(
        holderName: "Bob Stone",
        accounts: [.init(id: "acc_1", name: "Current account", iban: "DE35100101236114885928", currency: "EUR")]
    )

    func testLoadPublishesLoadingThenLoaded() async {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .success(Self.loaded)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(Self.loaded)])
        XCTAssertEqual(repository.loadCallCount, 1)
    }

    func testARepositoryFailureIsPublished() async {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .failure(.networkUnavailable)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        let recorder = StateRecorder(sut.statePublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
    }

    func testARequestIsALinkAndAGiroCodeOfTheSameRequestAndEachFieldIsChecked() async throws {
        let repository = RequestMoneyUseCaseRepositoryStub()
        repository.loadResult = .success(Self.loaded)
        let sut = RequestMoneyUseCaseImpl(repository: repository)
        XCTAssertEqual(made("acc_1", "", "", by: sut), .failure(.noAccount), "nothing is made before the accounts are loaded")
        await sut.load()

        let request = try made("acc_1", "1,250.5", "Dinner & taxi +tip", by: sut).get()
        XCTAssertEqual(request.link, "payred://pay?iban=DE35100101236114885928&name=Bob%20Stone&amount=1250.50&currency=EUR&reference=Dinner%20%26%20taxi%20%2Btip")
        XCTAssertEqual(request.giroCode, "BCD\n002\n1\nSCT\n\nBob Stone\nDE35100101236114885928\nEUR1250.5\n\n\nDinner & taxi +tip")
        XCTAssertEqual([request.amount], [125_050])
        let open = try made("acc_1", "", "", by: sut).get()
        XCTAssertEqual(open.link, "payred://pay?iban=DE35100101236114885928&name=Bob%20Stone&currency=EUR")
        XCTAssertEqual(open.giroCode, "BCD\n002\n1\nSCT\n\nBob Stone\nDE35100101236114885928")
        XCTAssertNoThrow(try made("acc_1", "999999999.99", String(repeating: "x", count: 140), by: sut).get())

        let refused: [(String, String, String, RequestMoneyUseCaseNameSpace.Errors)] = [
            ("acc_other", "", "", .noAccount),
            ("acc_1", "0", "", .invalidAmount), ("acc_1", "-5", "", .invalidAmount), ("acc_1", "12.345", "", .invalidAmount),
            ("acc_1", "1000000000", "", .invalidAmount), ("acc_1", "١٢", "", .invalidAmount),
            ("acc_1", "5", String(repeating: "x", count: 141), .invalidReference), ("acc_1", "5", "line\nbreak", .invalidReference),
            ("acc_1", "5", "hidden\u{202E}text", .invalidReference),
            // 140 two-byte characters pass 331 bytes; the joiner in a family emoji is invisible: a GiroCode refuses both.
            ("acc_1", "5", String(repeating: "é", count: 140), .notEncodable), ("acc_1", "5", "Zoë 👩\u{200D}👩\u{200D}👧", .notEncodable),
        ]
        for (account, amount, reference, error) in refused {
            XCTAssertEqual(made(account, amount, reference, by: sut), .failure(error), "\(amount) \(reference)")
        }
    }

    private func made(
        _ account: String, _ amount: String, _ reference: String, by sut: RequestMoneyUseCaseImpl
    ) -> Result<RequestMoneyUseCaseNameSpace.PaymentRequest, RequestMoneyUseCaseNameSpace.Errors> {
        Result { () throws(RequestMoneyUseCaseNameSpace.Errors) in try sut.makeRequest(accountID: account, amount: amount, reference: reference) }
    }
}
