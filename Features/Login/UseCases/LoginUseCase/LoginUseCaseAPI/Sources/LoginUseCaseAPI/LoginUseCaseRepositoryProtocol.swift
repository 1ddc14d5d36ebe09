/// What the Login use case needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; `LoginRepositoryImpl` implements it. Its methods throw
/// `LoginUseCaseNameSpace.Errors` (typed).
public protocol LoginUseCaseRepositoryProtocol: Sendable {
    /// Asks the gateway whether `email` belongs to a registered user.
    func login(email: String) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.LoginResponse

    /// Stores on the device which step the user with `email` must take next.
    func saveUserLoginState(
        email: String,
        temporaryToken: String?,
        userExist: Bool
    ) async throws(LoginUseCaseNameSpace.Errors) -> LoginUseCaseNameSpace.SaveUserLoginStateResult

    /// Whether a login state for `email` is stored on the device.
    func doesUserExist(email: String) async throws(LoginUseCaseNameSpace.Errors) -> Bool
}
