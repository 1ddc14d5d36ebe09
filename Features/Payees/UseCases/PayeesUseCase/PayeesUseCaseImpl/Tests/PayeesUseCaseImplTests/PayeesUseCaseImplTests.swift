import PayeesUseCaseAPI
import PayeesUseCaseAPITestDoubles
import PayeesUseCaseImpl
import Reactive
import TestSupport
import XCTest

/// The payees' load state machine, the rules a new payee must meet before it is sent, and the
/// loaded list following what the gateway saved or deleted.
final class PayeesUseCaseImplTests: XCTestCase {
    private typealias NameSpace = PayeesUseCaseNameSpace
    private var repository: PayeesUseCaseRepositoryStub!
    private var sut: PayeesUseCaseImpl!

    private let maria = NameSpace.Payee(id: "pay_1", name: "Maria Schmidt", iban: "DE44500105175407324931")
    private let daan = NameSpace.Payee(id: "pay_2", name: "Daan de Vries", iban: "NL91ABNA0417164300")
    private let ana = NameSpace.Payee(id: "pay_3", name: "Ana Lopez", iban: "GB82WEST12345698765432")

    override func setUp() {
        super.setUp()
        repository = PayeesUseCaseRepositoryStub()
        repository.payeesResult = .success([maria, daan])
        repository.addPayeeResult = .success(ana)
        repository.deletePayeeResult = .success(.init())
        sut = PayeesUseCaseImpl(repository: repository)
    }

    // MARK: - Load

    func testLoadPublishesLoadingThenThePayees() async throws {
        let recorder = StateRecorder(payeesPublisher)

        await sut.load()

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .loaded([maria, daan])])
        XCTAssertEqual(repository.payeesCallCount, 1)
    }

    func testAFailedLoadIsPublished() async {
        repository.payeesResult = .failure(NameSpace.Errors.networkUnavailable)
        let recorder = StateRecorder(payeesPublisher)

        await sut.load()
        XCTAssertEqual(StateRecorder(payeesPublisher).recorded.last, .error(.networkUnavailable))

        XCTAssertEqual(recorder.recorded, [.idle, .loading, .error(.networkUnavailable)])
    }

    func testASecondLoadWaitsForTheFirst() async throws {
        let gate = RequestGate()
        let payee = maria
        repository.onPayees = {
            await gate.pass()
            return [payee]
        }
        let useCase: PayeesUseCaseImpl = sut
        let first = Task { await useCase.load() }
        await gate.waitUntilEntered()

        await sut.load()
        XCTAssertEqual(StateRecorder(payeesPublisher).recorded.last, .loading, "a second load changes nothing")

        gate.open()
        await first.value
        XCTAssertEqual(repository.payeesCallCount, 1)
        XCTAssertEqual(StateRecorder(payeesPublisher).recorded, [.loaded([maria])])
    }

    func testALoadCanStartAgainAfterAFailure() async throws {
        repository.payeesResult = .failure(NameSpace.Errors.sessionExpired)
        await sut.load()
        XCTAssertEqual(StateRecorder(payeesPublisher).recorded.last, .error(.sessionExpired))
        repository.payeesResult = .success([daan])

        await sut.load()

        XCTAssertEqual(StateRecorder(payeesPublisher).recorded, [.loaded([daan])])
    }

    // MARK: - Validation

    func testAFailedLoadIsTriedAgainWhenThePayeesMayHaveChanged() async {
        repository.payeesResult = .failure(NameSpace.Errors.networkUnavailable)
        await sut.load()
        repository.payeesResult = .success([maria, daan])

        repository.payeesChangedPublisherSubject.send(())

        let recovered = await waitUntil { StateRecorder(self.payeesPublisher).recorded.last == .loaded([maria, daan]) }
        XCTAssertTrue(recovered, "the list stayed failed after the gateway was back")
    }

    func testALoadedListIsNotReadAgainForItsOwnChanges() async {
        await sut.load()

        repository.payeesChangedPublisherSubject.send(())
        await settle()

        XCTAssertEqual(repository.payeesCallCount, 1)
    }

    func testValidDetailsCanBeSaved() {
        XCTAssertEqual(sut.validate(name: "Ana Lopez", iban: "GB82WEST12345698765432"), .valid)
        XCTAssertEqual(sut.validate(name: "  Ana Lopez  ", iban: "gb82 west 1234 5698 7654 32"), .valid, "trimmed name, IBAN with spaces and lower case")
    }

    func testTheNameHasOneToSeventyCharactersOnceTrimmed() {
        let iban = "GB82WEST12345698765432"
        XCTAssertEqual(sut.validate(name: "", iban: iban), .init(name: .invalidName, iban: nil))
        XCTAssertEqual(sut.validate(name: " \n ", iban: iban), .init(name: .invalidName, iban: nil))
        XCTAssertEqual(sut.validate(name: "A", iban: iban), .valid)
        XCTAssertEqual(sut.validate(name: String(repeating: "é", count: 70), iban: iban), .valid)
        XCTAssertEqual(sut.validate(name: "  " + String(repeating: "a", count: 70) + "  ", iban: iban), .valid)
        XCTAssertEqual(sut.validate(name: String(repeating: "a", count: 71), iban: iban), .init(name: .invalidName, iban: nil))
    }

    func testTheNameHoldsNoControlCharacters() {
        let iban = "GB82WEST12345698765432"
        XCTAssertEqual(sut.validate(name: "Eve\u{1B}[31m", iban: iban), .init(name: .invalidCharacters, iban: nil))
        XCTAssertEqual(sut.validate(name: "Ann\nBob", iban: iban), .init(name: .invalidCharacters, iban: nil))
        XCTAssertEqual(sut.validate(name: "Ann\u{85}Bob", iban: iban), .init(name: .invalidCharacters, iban: nil), "a C1 control")
    }

    func testTheIBANsCheckDigitsMustHold() {
        XCTAssertEqual(sut.validate(name: "Ana", iban: "GB82WEST12345698765433"), .init(name: nil, iban: .invalidIBAN))
        XCTAssertEqual(sut.validate(name: "Ana", iban: "GB82"), .init(name: nil, iban: .invalidIBAN))
        XCTAssertEqual(sut.validate(name: "", iban: ""), .init(name: .invalidName, iban: .invalidIBAN))
    }

    // MARK: - Add

    func testAPayeeIsSentTrimmedAndNormalisedThenEndsTheLoadedList() async throws {
        await sut.load()
        let recorder = StateRecorder(payeesPublisher)

        try await sut.add(name: "  Ana Lopez ", iban: "gb82 west 1234 5698 7654 32")

        XCTAssertEqual(repository.addPayeeReceivedArguments.map(\.name), ["Ana Lopez"])
        XCTAssertEqual(repository.addPayeeReceivedArguments.map(\.iban), ["GB82WEST12345698765432"])
        XCTAssertEqual(recorder.recorded, [.loaded([maria, daan]), .loaded([maria, daan, ana])])
        XCTAssertFalse(lastSnapshot.isAdding)
    }

    func testAnAdditionIsShownOnItsWayAndASecondOneMeanwhileIsRefused() async throws {
        let gate = RequestGate()
        let added = ana
        repository.onAddPayee = { _, _ in
            await gate.pass()
            return added
        }
        let useCase: PayeesUseCaseImpl = sut
        let adding = Task { try await useCase.add(name: "Ana Lopez", iban: "GB82WEST12345698765432") }
        await gate.waitUntilEntered()
        XCTAssertTrue(lastSnapshot.isAdding)

        await assertThrows(NameSpace.Errors.alreadyOnItsWay) { try await self.sut.add(name: "Daan", iban: "NL91ABNA0417164300") }

        gate.open()
        try await adding.value
        XCTAssertEqual(repository.addPayeeCallCount, 1)
        XCTAssertFalse(lastSnapshot.isAdding)
    }

    func testInvalidDetailsAreNotSent() async {
        let cases: [(String, String, NameSpace.Errors)] = [
            (" ", "GB82WEST12345698765432", .invalidName),
            ("Eve\u{7}", "GB82WEST12345698765432", .invalidCharacters),
            ("Ana", "GB82WEST12345698765433", .invalidIBAN),
        ]
        for (name, iban, problem) in cases {
            await assertThrows(problem, name) { try await self.sut.add(name: name, iban: iban) }
        }
        XCTAssertFalse(repository.addPayeeCalled)
        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot())
    }

    func testAPayeeAddedBeforeAnyLoadChangesNoList() async throws {
        let recorder = StateRecorder(payeesPublisher)

        try await sut.add(name: "Ana Lopez", iban: "GB82WEST12345698765432")

        XCTAssertEqual(repository.addPayeeCallCount, 1)
        XCTAssertEqual(recorder.recorded, [.idle])
    }

    func testARefusedPayeeLeavesTheListAsItWas() async {
        await sut.load()
        repository.addPayeeResult = .failure(NameSpace.Errors.payeeExists)
        let recorder = StateRecorder(payeesPublisher)

        await assertThrows(NameSpace.Errors.payeeExists) { try await self.sut.add(name: "Daan", iban: "NL91ABNA0417164300") }

        XCTAssertEqual(recorder.recorded, [.loaded([maria, daan])])
        XCTAssertFalse(lastSnapshot.isAdding)
    }

    // MARK: - Deleting

    func testADeletedPayeeLeavesTheListOnceTheGatewayAgreed() async throws {
        await sut.load()
        let gate = RequestGate()
        repository.onDeletePayee = { _ in
            await gate.pass()
            return .init()
        }
        let recorder = StateRecorder(payeesPublisher)
        let useCase: PayeesUseCaseImpl = sut
        let deletion = Task { try await useCase.delete(payeeId: "pay_1") }
        await gate.waitUntilEntered()

        XCTAssertEqual(recorder.recorded, [.loaded([maria, daan])], "still listed while the gateway decides")
        XCTAssertEqual(lastSnapshot.deleting, ["pay_1"])
        await assertThrows(NameSpace.Errors.alreadyOnItsWay) { try await self.sut.delete(payeeId: "pay_1") }

        gate.open()
        try await deletion.value
        XCTAssertEqual(recorder.recorded, [.loaded([maria, daan]), .loaded([daan])])
        XCTAssertEqual(lastSnapshot.deleting, [])
        XCTAssertEqual(repository.deletePayeeReceivedArguments, ["pay_1"])
    }

    func testARefusedDeletionKeepsThePayee() async {
        await sut.load()
        repository.deletePayeeResult = .failure(NameSpace.Errors.refused(reason: "Payees cannot be changed now."))
        let recorder = StateRecorder(payeesPublisher)

        await assertThrows(NameSpace.Errors.refused(reason: "Payees cannot be changed now.")) { try await self.sut.delete(payeeId: "pay_1") }

        XCTAssertEqual(recorder.recorded, [.loaded([maria, daan])])
        XCTAssertEqual(lastSnapshot.deleting, [])
    }

    func testAPayeeTheGatewayNoLongerHasLeavesTheListToo() async {
        await sut.load()
        repository.deletePayeeResult = .failure(NameSpace.Errors.payeeNotFound)

        await assertThrows(NameSpace.Errors.payeeNotFound) { try await self.sut.delete(payeeId: "pay_2") }

        XCTAssertEqual(lastSnapshot, NameSpace.Snapshot(payees: .loaded([maria])))
    }

    // MARK: - Helpers

    /// The payees load in each snapshot, repeats dropped.
    private var payeesPublisher: AnyPublisher<NameSpace.States, Never> {
        sut.statePublisher.map(\.payees).removeDuplicates().eraseToAnyPublisher()
    }

    /// The snapshot published last.
    private var lastSnapshot: NameSpace.Snapshot {
        StateRecorder(sut.statePublisher).recorded.last ?? NameSpace.Snapshot()
    }
}
