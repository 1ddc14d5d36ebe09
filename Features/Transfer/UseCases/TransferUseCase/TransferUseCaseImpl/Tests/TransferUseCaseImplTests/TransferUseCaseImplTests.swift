import Reactive
import TestSupport
import TransferUseCaseAPI
import TransferUseCaseAPITestDoubles
import TransferUseCaseImpl
import XCTest

/// The accounts and payees load, every rule of the form, and the sending: one idempotency key per
/// transfer, made on the first confirm and reused by every retry until the form changes.
final class TransferUseCaseImplTests: XCTestCase {
    private typealias NameSpace = TransferUseCaseNameSpace
    private typealias Fixture = TransferUseCaseFixture
    private var repository: TransferUseCaseRepositoryStub!
    private var keys: KeySequence!
    private var sut: TransferUseCaseImpl!

    override func setUp() {
        super.setUp()
        repository = TransferUseCaseRepositoryStub()
        repository.accountsResult = .success(Fixture.accounts)
        repository.payeesResult = .success(Fixture.payees)
        let keys = KeySequence()
        self.keys = keys
        sut = TransferUseCaseImpl(repository: repository, makeIdempotencyKey: { keys.next() })
    }

    /// The current snapshot (the publisher sends its current value first), and parts of it.
    private var snapshot: NameSpace.Snapshot? { StateRecorder(sut.statePublisher).recorded.last }
    private var validity: NameSpace.FormValidity? { snapshot?.validity }
    private var form: NameSpace.Form? { snapshot?.form }
    private var transfer: NameSpace.TransferStates? { snapshot?.transfer }
    private var load: NameSpace.States? { snapshot?.load }

    /// The transfer the gateway made, once the snapshot says it was sent.
    private var sent: NameSpace.TransferResult? {
        if case .sent(let result) = transfer { result } else { nil }
    }

    /// Records one part of every snapshot, each change once.
    private func recorder<Part: Equatable & Sendable>(_ part: @escaping @Sendable (NameSpace.Snapshot) -> Part) -> StateRecorder<Part> {
        StateRecorder(sut.statePublisher.map(part).removeDuplicates().eraseToAnyPublisher())
    }

    /// Loads, then fills in `form`.
    private func fill(_ form: NameSpace.Form = Fixture.dinner) async {
        await sut.load()
        sut.updateForm(form)
    }

    private func dinner(amount: String? = nil, destination: NameSpace.Destination? = nil, description: String? = nil, source: String? = "acc-1") -> NameSpace.Form {
        .init(
            sourceAccountId: source,
            destination: destination ?? Fixture.dinner.destination,
            amountText: amount ?? Fixture.dinner.amountText,
            description: description ?? Fixture.dinner.description
        )
    }

    // MARK: - Load

    func testLoadPublishesLoadingThenTheAccountsAndPayeesAndChoosesTheFirstAccount() async throws {
        let recorder = self.recorder(\.load)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded(Fixture.loaded)])
        XCTAssertEqual(form, NameSpace.Form(sourceAccountId: "acc-1"))
    }

    func testAFailedLoadIsPublished() async {
        repository.payeesResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = self.recorder(\.load)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
    }

    func testASecondLoadWhileTheFirstRunsIsIgnored() async {
        let gate = RequestGate()
        repository.onAccounts = {
            await gate.pass()
            return Fixture.accounts
        }
        let useCase: TransferUseCaseImpl = sut
        let first = Task { await useCase.load() }
        await gate.waitUntilEntered()

        await sut.load()
        XCTAssertEqual(load, .loading)

        gate.open()
        await first.value
        XCTAssertEqual(repository.accountsCallCount, 1)
    }

    func testEachChangeOfTheDraftIsOneSnapshot() async {
        let snapshots = StateRecorder(sut.statePublisher)

        await fill()

        XCTAssertEqual(snapshots.recorded.map(\.load), [.idle, .loading, .loaded(Fixture.loaded), .loaded(Fixture.loaded)])
        XCTAssertEqual(snapshots.recorded.last?.transfer, .ready(Fixture.dinnerReview))
        XCTAssertEqual(snapshots.recorded.last?.isFormValid, true)
    }

    // MARK: - Fresh choices

    func testMoneyThatArrivedRechecksTheKeptFormAgainstTheNewBalance() async throws {
        await fill(dinner(amount: "150.00"))
        XCTAssertEqual(validity?.amount, .exceedsBalance(available: Fixture.eur(10_000)))
        let richer = NameSpace.Account(id: "acc-1", name: "Main account", iban: Fixture.main.iban, balance: Fixture.eur(20_000))
        repository.accountsResult = .success([richer, Fixture.savings])

        repository.choicesChangedPublisherSubject.send(())

        let rechecked = await waitUntil { self.validity?.amount == nil }
        XCTAssertTrue(rechecked, "the form still says the old balance")
        XCTAssertEqual(form, dinner(amount: "150.00"), "what was typed is kept")
    }

    func testAPayeeDeletedElsewhereIsRefusedAndOneAddedIsOffered() async throws {
        await fill()
        let ana = NameSpace.Payee(id: "pay-3", name: "Ana Lopez", iban: "DE75512108001245126199")
        repository.payeesResult = .success([Fixture.jonas, ana])

        repository.choicesChangedPublisherSubject.send(())

        let reloaded = await waitUntil { self.load?.loadedValue?.payees == [Fixture.jonas, ana] }
        XCTAssertTrue(reloaded)
        XCTAssertEqual(validity?.destination, .unknownPayee)
    }

    func testAReloadNeverShowsLoadingAndAFailedOneKeepsTheChoices() async throws {
        await fill()
        let loads = recorder(\.load)
        repository.accountsResult = .failure(NameSpace.Errors.networkUnavailable)

        repository.choicesChangedPublisherSubject.send(())

        let tried = await waitUntil { self.repository.accountsCallCount == 2 }
        XCTAssertTrue(tried)
        await settle()
        XCTAssertEqual(loads.recorded, [.loaded(Fixture.loaded)])
    }

    func testNothingIsReloadedBeforeTheFirstLoad() async {
        repository.choicesChangedPublisherSubject.send(())
        await settle()

        XCTAssertEqual(repository.accountsCallCount, 0)
        XCTAssertEqual(load, .idle)
    }

    // MARK: - A new form

    func testBeginPreselectsThePayeeFromTheFirstAccount() async throws {
        await sut.load()

        sut.begin(payeeId: "pay-2")

        XCTAssertEqual(form, NameSpace.Form(sourceAccountId: "acc-1", destination: .payee(id: "pay-2")))
        XCTAssertEqual(validity, NameSpace.FormValidity(amount: .required))
    }

    func testBeginBeforeTheLoadKeepsThePayeeAndTheLoadChoosesTheAccount() async throws {
        sut.begin(payeeId: "pay-1")

        await sut.load()

        XCTAssertEqual(form, NameSpace.Form(sourceAccountId: "acc-1", destination: .payee(id: "pay-1")))
    }

    func testAPayeeThatIsNoLongerSavedIsInvalid() async throws {
        await sut.load()

        sut.begin(payeeId: "pay-gone")

        XCTAssertEqual(validity?.destination, .unknownPayee)
    }

    func testClearEmptiesTheFormAndForgetsTheOutcome() async throws {
        await fill()
        repository.sendResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.confirm()

        sut.begin(payeeId: nil)

        XCTAssertEqual(form, NameSpace.Form(sourceAccountId: "acc-1"))
        XCTAssertEqual(transfer, .editing)
    }

    // MARK: - Rules

    func testAmountsAreReadExactlyInMinorUnits() async throws {
        await sut.load()
        let cases: [(String, Int64)] = [("12", 1_200), ("12.5", 1_250), ("12.50", 1_250), ("12,5", 1_250), ("0.01", 1), ("0,10", 10), ("100", 10_000), (" 12", 1_200), ("12 ", 1_200)]
        for (text, minorUnits) in cases {
            sut.updateForm(dinner(amount: text))
            XCTAssertEqual(
                transfer,
                .ready(.init(from: Fixture.main, to: Fixture.dinnerReview.to, amount: Fixture.eur(minorUnits), description: "Dinner")),
                text
            )
        }
    }

    func testAmountsThatAreNotPlainDecimalsAreRefused() async throws {
        await sut.load()
        let texts = ["12.", ".5", "12.345", "12..5", "-5", "+5", "1e3", "1 2", "abc", "１２", "12€", "99999999999999999999"]
        for text in texts {
            sut.updateForm(dinner(amount: text))
            XCTAssertEqual(validity?.amount, .invalidAmount, text)
        }
    }

    func testAnAmountMustBeAboveZeroAndWithinTheBalance() async throws {
        await sut.load()
        let cases: [(String, NameSpace.FieldError?)] = [
            ("", .required),
            ("0", .notPositive),
            ("0.00", .notPositive),
            ("100.01", .exceedsBalance(available: Fixture.eur(10_000))),
            ("100.00", nil),
        ]
        for (text, error) in cases {
            sut.updateForm(dinner(amount: text))
            XCTAssertEqual(validity?.amount, error, text)
        }

        sut.updateForm(dinner(amount: "100.01", source: "acc-2"))
        XCTAssertNil(validity?.amount, "the savings hold more")
    }

    func testTheSourceMustBeOneOfTheAccounts() async throws {
        await sut.load()

        sut.updateForm(dinner(source: nil))
        XCTAssertEqual(validity?.source, .required)

        sut.updateForm(dinner(source: "acc-gone"))
        XCTAssertEqual(validity?.source, .unknownAccount)
    }

    func testTheDestinationIsAPayeeOrAnIBANWhoseCheckDigitsHold() async throws {
        await sut.load()
        let cases: [(NameSpace.Destination?, NameSpace.FieldError?)] = [
            (nil, .required),
            (.iban("  "), .required),
            (.iban("DE89370400440532013001"), .invalidIban),
            (.iban("DE89 3704"), .invalidIban),
            (.iban("de89 3704 0044 0532 0130 00"), .sameAsSource),
            (.iban("GB82 WEST 1234 5698 7654 32"), nil),
            (.payee(id: "pay-2"), nil),
        ]
        for (destination, error) in cases {
            sut.updateForm(NameSpace.Form(sourceAccountId: "acc-1", destination: destination, amountText: "1"))
            XCTAssertEqual(validity?.destination, error, String(describing: destination))
        }
    }

    func testATypedIBANIsNormalisedAndNamedAfterTheAccountOrPayeeThatHasIt() async throws {
        await sut.load()

        sut.updateForm(dinner(destination: .iban("de02 1203 0000 0000 2020 51")))
        XCTAssertEqual(transfer, .ready(.init(
            from: Fixture.main, to: .init(name: "Savings", iban: "DE02120300000000202051"), amount: Fixture.eur(1_250), description: "Dinner"
        )))

        sut.updateForm(dinner(destination: .iban("GB82WEST12345698765432")))
        XCTAssertEqual(transfer, .ready(.init(
            from: Fixture.main, to: .init(name: nil, iban: "GB82WEST12345698765432"), amount: Fixture.eur(1_250), description: "Dinner"
        )))
    }

    func testATypedIBANNoOneHasTakesTheNameItCameWithWhenThatIsPlain() async throws {
        await sut.load()
        let bea = "DE35100101236114885928"
        let cases: [(String?, String?)] = [
            ("  Bea Kühn ", "Bea Kühn"),
            ("Bea\u{202E}", nil),
            (String(repeating: "x", count: 71), nil),
            ("", nil),
            (nil, nil),
        ]
        for (given, shown) in cases {
            sut.updateForm(.init(sourceAccountId: "acc-1", destination: .iban(bea), amountText: "1.00", recipientName: given))
            guard case .ready(let review) = transfer else { return XCTFail("not ready for \(String(describing: given))") }
            XCTAssertEqual(review.to.name, shown, String(describing: given))
        }

        sut.updateForm(.init(sourceAccountId: "acc-1", destination: .iban(Fixture.maria.iban), amountText: "1.00", recipientName: "Someone else"))
        guard case .ready(let review) = transfer else { return XCTFail("not ready") }
        XCTAssertEqual(review.to.name, "Maria Schmidt", "a saved payee's name comes first")
    }

    func testTheDescriptionIsShortAndPlain() async throws {
        await sut.load()
        let cases: [(String, NameSpace.FieldError?)] = [
            ("", nil),
            (String(repeating: "é", count: 140), nil),
            (String(repeating: "a", count: 141), .tooLong(maximum: 140)),
            ("Rent\u{1B}[2J", .controlCharacters),
            ("Line\nbreak", .controlCharacters),
            ("C1\u{85}", .controlCharacters),
        ]
        for (text, error) in cases {
            sut.updateForm(dinner(description: text))
            XCTAssertEqual(validity?.description, error, text.debugDescription)
        }
    }

    func testAValidFormIsPublishedAsValidWithItsReview() async throws {
        await sut.load()
        let isValid = self.recorder(\.isFormValid)

        sut.updateForm(Fixture.dinner)

        XCTAssertEqual(isValid.recorded, [false, true])
        XCTAssertEqual(validity, NameSpace.FormValidity())
        XCTAssertEqual(transfer, .ready(Fixture.dinnerReview))
    }

    // MARK: - Sending

    func testConfirmSendsTheReviewedRequestWithANewKeyAndPublishesTheResult() async throws {
        await fill()
        repository.sendResult = .success(Fixture.dinnerSent)
        let balanceAfter = NameSpace.Account(id: "acc-1", name: "Main account", iban: Fixture.main.iban, balance: Fixture.eur(8_750))
        repository.accountsResult = .success([balanceAfter, Fixture.savings])
        let recorder = self.recorder(\.transfer)

        await sut.confirm()

        let result = try XCTUnwrap(sent)
        XCTAssertEqual(result, Fixture.dinnerResult(balanceAfter: Fixture.eur(8_750)))
        XCTAssertEqual(recorder.recorded, [.ready(Fixture.dinnerReview), .sending(Fixture.dinnerReview), .sent(result)])
        XCTAssertEqual(repository.sendReceivedArguments.map(\.request), [Fixture.dinnerRequest])
        XCTAssertEqual(repository.sendReceivedArguments.map(\.idempotencyKey), ["key-1"])
        XCTAssertEqual(load, .loaded(.init(accounts: [balanceAfter, Fixture.savings], payees: Fixture.payees)))
    }

    func testAnIBANIsSentNormalised() async throws {
        await fill(dinner(destination: .iban("gb82 west 1234 5698 7654 32")))
        repository.sendResult = .success(Fixture.dinnerSent)

        await sut.confirm()

        XCTAssertEqual(repository.lastSendRequest?.destination, .iban("GB82WEST12345698765432"))
    }

    func testARetryAfterANetworkFailureSendsTheSameRequestWithTheSameKey() async throws {
        await fill()
        repository.sendResult = .failure(NameSpace.Errors.networkUnavailable)

        await sut.confirm()
        XCTAssertEqual(transfer, .failed(Fixture.dinnerReview, .networkUnavailable))

        repository.sendResult = .success(Fixture.dinnerSent)
        await sut.confirm()

        let result = try XCTUnwrap(sent)
        XCTAssertEqual(result.transferId, "trf-1")
        XCTAssertEqual(repository.sendReceivedArguments.map(\.idempotencyKey), ["key-1", "key-1"])
        XCTAssertEqual(repository.sendReceivedArguments.map(\.request), [Fixture.dinnerRequest, Fixture.dinnerRequest])
        XCTAssertEqual(keys.count, 1)
        XCTAssertEqual(transfer, .sent(result))
    }

    func testEditingTheFormAfterAFailureDropsTheKey() async throws {
        await fill()
        repository.sendResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.confirm()

        sut.updateForm(dinner(amount: "13"))
        XCTAssertEqual(transfer, .ready(.init(from: Fixture.main, to: Fixture.dinnerReview.to, amount: Fixture.eur(1_300), description: "Dinner")))
        await sut.confirm()

        XCTAssertEqual(repository.sendReceivedArguments.map(\.idempotencyKey), ["key-1", "key-2"])
        XCTAssertEqual(repository.sendReceivedArguments.last?.request.amount, Fixture.eur(1_300))
    }

    func testTheSameFormAgainKeepsTheKey() async throws {
        await fill()
        repository.sendResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.confirm()

        sut.updateForm(Fixture.dinner)
        await sut.confirm()

        XCTAssertEqual(repository.sendReceivedArguments.map(\.idempotencyKey), ["key-1", "key-1"])
    }

    func testOneTransferIsSentAtATimeAndTheFormWaitsForIt() async throws {
        await fill()
        let gate = RequestGate()
        repository.onSend = { _, _ in
            await gate.pass()
            return Fixture.dinnerSent
        }
        let useCase: TransferUseCaseImpl = sut
        let first = Task { await useCase.confirm() }
        await gate.waitUntilEntered()

        await sut.confirm()
        sut.updateForm(dinner(amount: "1"))
        sut.begin(payeeId: "pay-2")
        sut.begin(payeeId: nil)
        XCTAssertEqual(form, Fixture.dinner, "edits wait for the answer")
        XCTAssertEqual(transfer, .sending(Fixture.dinnerReview))

        gate.open()
        await first.value
        XCTAssertEqual(repository.sendCallCount, 1, "the second confirm sent nothing")
    }

    func testTheGatewaysRefusalsArePublished() async {
        await fill()
        let errors: [NameSpace.Errors] = [
            .insufficientFunds, .payeeNotFound, .accountNotFound, .sourceFrozen, .currencyMismatch, .sameAccount, .invalidIban,
            .sessionExpired, .refused(reason: "Try later."),
        ]
        for error in errors {
            repository.sendResult = .failure(error)

            await sut.confirm()

            XCTAssertEqual(transfer, .failed(Fixture.dinnerReview, error))
        }
    }

    func testAnInvalidFormIsNotSent() async throws {
        await fill(dinner(amount: "0"))

        await sut.confirm()

        XCTAssertFalse(repository.sendCalled)
        XCTAssertEqual(transfer, .editing)
    }

    func testASentTransferIsNotSentAgainUntilANewOneStarts() async throws {
        await fill()
        repository.sendResult = .success(Fixture.dinnerSent)
        await sut.confirm()

        await sut.confirm()
        XCTAssertEqual(repository.sendCallCount, 1, "sent once")
        XCTAssertEqual(transfer, .sent(Fixture.dinnerResult(balanceAfter: Fixture.main.balance)))

        sut.begin(payeeId: "pay-1")
        sut.updateForm(Fixture.dinner)
        await sut.confirm()
        XCTAssertEqual(repository.sendReceivedArguments.map(\.idempotencyKey), ["key-1", "key-2"])
    }

    func testABalanceThatCannotBeReadAgainIsLeftOut() async throws {
        await fill()
        repository.sendResult = .success(Fixture.dinnerSent)
        repository.accountsResult = .failure(NameSpace.Errors.networkUnavailable)

        await sut.confirm()

        XCTAssertEqual(sent, Fixture.dinnerResult(balanceAfter: nil))
        XCTAssertEqual(load, .loaded(Fixture.loaded))
    }
}
