// Main-actor test methods are declared `async` (see LockScreenViewModelTests).

@testable import LockScreenImpl
import AuthenticationFlowUseCaseAPITestDoubles
import LockScreenAPI
import LockScreenAPITestDoubles
import LockUseCaseAPI
import LockUseCaseAPITestDoubles
import XCTest

/// A new user gives the name other people see before the PIN; it travels with the PIN.
@MainActor
final class LockScreenViewModelNameTests: XCTestCase {
    private typealias State = LockScreenViewModel.State
    private let email = "bea@example.com"
    private var useCase: LockUseCaseStub!

    override func setUp() async throws {
        useCase = LockUseCaseStub()
        useCase.needsNameResult = true
        useCase.checkNewPinResult = .init(problem: nil)
    }

    private func makeSUT() async -> LockScreenViewModel {
        let sut = LockScreenViewModel(
            dependencies: LockScreenDependencies(coordinator: LockScreenCoordinatorStub(), email: email, firstLaunch: true),
            useCase: useCase,
            authenticationFlow: AuthenticationFlowUseCaseStub()
        )
        await sut.send(.load)
        return sut
    }

    func testANewUsersSignUpStartsWithTheName() async {
        let sut = await makeSUT()

        XCTAssertEqual(sut.state, State(email: email, step: .name))
        XCTAssertEqual(useCase.lastNeedsNameEmail, email)
    }

    func testSomeoneWhoHasANameGoesStraightToThePin() async {
        useCase.needsNameResult = false
        let sut = await makeSUT()

        XCTAssertEqual(sut.state, State(email: email, step: .create))
    }

    func testARefusedNameSaysWhyAndStays() async {
        useCase.checkNameResult = .nameMissing
        let sut = await makeSUT()

        await sut.send(.submit)

        XCTAssertEqual(sut.state, State(email: email, step: .name, errorMessage: LockScreenViewModel.text(for: .nameMissing)))
        XCTAssertFalse(useCase.createPinCalled)
    }

    func testTheNameTravelsWithTheConfirmedPin() async {
        useCase.checkNameResult = nil
        useCase.onCreatePin = { _, _, _, _ in }
        let sut = await makeSUT()
        sut.reduce(.firstNameChanged("Bea"))
        sut.reduce(.lastNameChanged("Kim"))
        await sut.send(.submit)
        XCTAssertEqual(sut.state, State(email: email, step: .create, firstName: "Bea", lastName: "Kim"))

        await sut.send(.pinChanged("135790"))
        await sut.send(.submit)
        await sut.send(.pinChanged("135790"))
        await sut.send(.submit)

        XCTAssertEqual(useCase.lastCreatePinName, .init(firstName: "Bea", lastName: "Kim"))
    }

    func testEscFromThePinGoesBackToTheName() async {
        useCase.checkNameResult = nil
        let sut = await makeSUT()
        sut.reduce(.firstNameChanged("Bea"))
        await sut.send(.submit)

        await sut.send(.back)

        XCTAssertEqual(sut.state, State(email: email, step: .name, firstName: "Bea"))
    }
}
