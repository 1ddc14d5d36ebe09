import UserSessionAPI

/// Renews the session's tokens after a 401, with one refresh in flight however many requests
/// failed at once: later callers wait for the refresh already running from the same tokens.
actor SessionTokenRefresher {
    /// How a refresh ended.
    enum Outcome: Sendable {
        /// The tokens to retry with.
        case renewed(UserSessionNameSpace.Tokens)
        /// The gateway refused the refresh token; the session has been expired.
        case expired
        /// The gateway could not be reached; the session stays as it was.
        case unreachable(MobileGatewayError)
    }

    private let session: any UserSessionProtocol
    private var inFlight: (from: UserSessionNameSpace.Tokens, task: Task<Outcome, Never>)?

    init(session: any UserSessionProtocol) {
        self.session = session
    }

    /// Tokens that replace `failed`, which the gateway just refused: the session's newer tokens if
    /// another request already renewed them, else the result of one refresh through `refresh`.
    func tokens(
        replacing failed: UserSessionNameSpace.Tokens,
        refresh: @escaping @Sendable (String) async throws -> UserSessionNameSpace.Tokens
    ) async -> Outcome {
        if let inFlight, inFlight.from == failed {
            return await inFlight.task.value
        }
        guard let current = await session.currentTokens() else { return .expired }
        // The actor is re-entered while reading the tokens: another caller may have started the
        // refresh meanwhile. A second refresh would reuse the spent refresh token, which the
        // gateway answers by revoking the whole session.
        if let inFlight, inFlight.from == failed {
            return await inFlight.task.value
        }
        if current != failed {
            return .renewed(current)
        }
        let session = self.session
        let task = Task { () -> Outcome in
            do {
                let renewed = try await refresh(failed.refreshToken)
                return try await session.rotate(from: failed, to: renewed) ? .renewed(renewed) : .expired
            } catch let error as MobileGatewayError {
                if case .transport = error { return .unreachable(error) }
                await session.expire()
                return .expired
            } catch {
                await session.expire()
                return .expired
            }
        }
        inFlight = (failed, task)
        let outcome = await task.value
        if inFlight?.from == failed { inFlight = nil }
        return outcome
    }
}
