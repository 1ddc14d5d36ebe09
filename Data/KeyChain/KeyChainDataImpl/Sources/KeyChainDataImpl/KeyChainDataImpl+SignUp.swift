extension KeyChainDataImpl {
    /// The secure-store account holding the unfinished sign-up's tokens.
    static let signUpAccount = "signUp"

    /// The unfinished sign-up's tokens: the emailed code's, then the registration token once verified.
    struct SignUpSecrets: Codable, Sendable {
        let email: String
        var temporaryToken: String?
        var registrationToken: String?
        /// Whether the PIN step must also give the name other people see (absent: no).
        var needsName: Bool?
    }

    /// The sign-up's tokens if they belong to `email`.
    func signUpSecrets(email: String) async throws -> SignUpSecrets? {
        guard let secrets = try await value(SignUpSecrets.self, for: Self.signUpAccount),
              secrets.email.caseInsensitiveCompare(email) == .orderedSame
        else { return nil }
        return secrets
    }

    /// Stores `secrets` as the one unfinished sign-up.
    func saveSignUpSecrets(_ secrets: SignUpSecrets) async throws {
        try await setValue(secrets, for: Self.signUpAccount)
    }
}
