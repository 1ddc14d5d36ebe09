/// What the Login repository needs from the on-device database (blueprint §1.2). It keeps no
/// secrets: the sign-up's token goes to the secure store (`LoginRepositoryKeyChainDataProtocol`).
///
/// Implementations throw `LoginRepositoryNameSpace.DataBaseErrors`.
public protocol LoginRepositoryDataBaseDataProtocol: Sendable {
    /// Creates an idle login state for `email`.
    func createUserState(with email: String) async throws -> LoginRepositoryNameSpace.CreateUserStateResult

    /// Whether a login state exists for `email` (case-insensitive).
    func doesUserStateExist(email: String) async throws -> Bool

    /// Marks that the user with `email` must enter the PIN next.
    func updateUserLoginStateToShouldEnterPin(
        email: String,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult

    /// Marks that the user with `email` must verify the email next.
    func updateUserLoginStateToShouldVerify(
        email: String,
        userExist: Bool
    ) async throws -> LoginRepositoryNameSpace.UpdateUserLoginStateResult
}
