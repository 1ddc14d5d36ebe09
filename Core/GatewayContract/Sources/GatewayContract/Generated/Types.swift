// Generated from openapi.yaml by Core/GatewayContract/Scripts/generate.sh (swift-openapi-generator 1.14.3). Do not edit.
// Contract: 6048f6006cc722179fd3b9253b14ac6970ae0814bf15794639a649a81284baed. Code: 1f2f8193f960025ca407cb10e4f6d23cce34b227111b0aab402b24ff33207a5a.
#if compiler(>=6.4)
@diagnose(UnusedImportAccess, as: ignored)
#endif
@_spi(Generated) public import OpenAPIRuntime
#if compiler(>=6.4)
@diagnose(UnusedImportAccess, as: ignored)
#endif
public import struct Foundation.URL
#if compiler(>=6.4)
@diagnose(UnusedImportAccess, as: ignored)
#endif
public import struct Foundation.Data
#if compiler(>=6.4)
@diagnose(UnusedImportAccess, as: ignored)
#endif
public import struct Foundation.Date
/// A type that performs HTTP operations defined by the OpenAPI document.
public protocol APIProtocol: Sendable {
    /// Start signing in with an email address.
    ///
    /// A new address (or one without a PIN yet) gets `verifyEmail` and a `temporaryToken`; a
    /// six-digit code is emailed (in demo mode also readable at `GET /v1/dev/mailbox`) and
    /// expires after 10 minutes. A registered address gets `enterPin` (see ADR 0012: the sign-in
    /// flow tells the two apart; the per-address and per-client limits bound enumeration).
    /// A new code leaves the address's earlier codes working until one is used or they expire.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/login`.
    /// - Remark: Generated from `#/paths//v1/auth/login/post(login)`.
    func login(_ input: Operations.Login.Input) async throws -> Operations.Login.Output
    /// Prove the email address with the emailed code.
    ///
    /// A login challenge is single-use and stops working after 5 wrong codes; using one ends the address's other codes. Each call counts against the client address's attempts.
    ///
    /// - Remark: HTTP `POST /v1/auth/verify`.
    /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)`.
    func verifyEmail(_ input: Operations.VerifyEmail.Input) async throws -> Operations.VerifyEmail.Output
    /// Choose the first PIN and sign in.
    ///
    /// The registration token is single-use. The PIN is stored as a PBKDF2-SHA256 hash.
    ///
    /// - Remark: HTTP `POST /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)`.
    func choosePin(_ input: Operations.ChoosePin.Input) async throws -> Operations.ChoosePin.Output
    /// Change the PIN.
    ///
    /// - Remark: HTTP `PUT /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)`.
    func changePin(_ input: Operations.ChangePin.Input) async throws -> Operations.ChangePin.Output
    /// Sign in with email and PIN.
    ///
    /// 5 wrong PINs lock the account for a growing period (1, 5, 15, 60 … minutes); while it is
    /// locked every PIN, even the right one, is refused. A success resets the count. Each call
    /// counts against the client address's attempts.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/unlock`.
    /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)`.
    func unlock(_ input: Operations.Unlock.Input) async throws -> Operations.Unlock.Output
    /// Trade a refresh token for a new session.
    ///
    /// Rotation: the refresh token used stops working. Presenting a used one again ends every session renewed from the same sign-in (RFC 9700 §4.14.2), since it may have been stolen.
    ///
    /// - Remark: HTTP `POST /v1/auth/refresh`.
    /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)`.
    func refreshSession(_ input: Operations.RefreshSession.Input) async throws -> Operations.RefreshSession.Output
    /// End the current session.
    ///
    /// Its access and refresh tokens stop working.
    ///
    /// - Remark: HTTP `POST /v1/auth/logout`.
    /// - Remark: Generated from `#/paths//v1/auth/logout/post(logout)`.
    func logout(_ input: Operations.Logout.Input) async throws -> Operations.Logout.Output
    /// Demo only: the last code "emailed" to an address.
    ///
    /// Registered only when the gateway runs with `--demo`; otherwise 404 `not_found`.
    ///
    /// - Remark: HTTP `GET /v1/dev/mailbox`.
    /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)`.
    func devMailbox(_ input: Operations.DevMailbox.Input) async throws -> Operations.DevMailbox.Output
    /// The user's accounts with their balances.
    ///
    /// - Remark: HTTP `GET /v1/accounts`.
    /// - Remark: Generated from `#/paths//v1/accounts/get(listAccounts)`.
    func listAccounts(_ input: Operations.ListAccounts.Input) async throws -> Operations.ListAccounts.Output
    /// The user's cards.
    ///
    /// - Remark: HTTP `GET /v1/cards`.
    /// - Remark: Generated from `#/paths//v1/cards/get(listCards)`.
    func listCards(_ input: Operations.ListCards.Input) async throws -> Operations.ListCards.Output
    /// One card.
    ///
    /// - Remark: HTTP `GET /v1/cards/{id}`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)`.
    func getCard(_ input: Operations.GetCard.Input) async throws -> Operations.GetCard.Output
    /// Freeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/freeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)`.
    func freezeCard(_ input: Operations.FreezeCard.Input) async throws -> Operations.FreezeCard.Output
    /// Unfreeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/unfreeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)`.
    func unfreezeCard(_ input: Operations.UnfreezeCard.Input) async throws -> Operations.UnfreezeCard.Output
    /// The user's transactions, newest first, one page at a time, optionally searched or for one account.
    ///
    /// - Remark: HTTP `GET /v1/transactions`.
    /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)`.
    func listTransactions(_ input: Operations.ListTransactions.Input) async throws -> Operations.ListTransactions.Output
    /// One of the user's transactions, as the list shows it (the target of `payred://transactions/ID` links).
    ///
    /// - Remark: HTTP `GET /v1/transactions/{id}`.
    /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)`.
    func getTransaction(_ input: Operations.GetTransaction.Input) async throws -> Operations.GetTransaction.Output
    /// Send money from one of the user's accounts, exactly once per Idempotency-Key.
    ///
    /// The destination is exactly one of `toIban` and `payeeId`. The transfer is one atomic
    /// double-entry movement: the source is debited (never below zero) and the PayRed account
    /// holding the IBAN (the user's or another user's, who gets a transaction, a notification and
    /// a live event) is credited, or the clearing account for another bank; the response is
    /// stored under the key. Retrying with the same key and body answers the stored
    /// response (same status, identical body), even for concurrent retries.
    ///
    ///
    /// - Remark: HTTP `POST /v1/transfers`.
    /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)`.
    func createTransfer(_ input: Operations.CreateTransfer.Input) async throws -> Operations.CreateTransfer.Output
    /// The user's saved payees.
    ///
    /// - Remark: HTTP `GET /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/get(listPayees)`.
    func listPayees(_ input: Operations.ListPayees.Input) async throws -> Operations.ListPayees.Output
    /// Save a payee.
    ///
    /// - Remark: HTTP `POST /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)`.
    func createPayee(_ input: Operations.CreatePayee.Input) async throws -> Operations.CreatePayee.Output
    /// Delete a payee.
    ///
    /// - Remark: HTTP `DELETE /v1/payees/{id}`.
    /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)`.
    func deletePayee(_ input: Operations.DeletePayee.Input) async throws -> Operations.DeletePayee.Output
    /// The user's names, email, picture and favourites.
    ///
    /// - Remark: HTTP `GET /v1/profile`.
    /// - Remark: Generated from `#/paths//v1/profile/get(getProfile)`.
    func getProfile(_ input: Operations.GetProfile.Input) async throws -> Operations.GetProfile.Output
    /// Change the name other people see.
    ///
    /// - Remark: HTTP `PUT /v1/profile/name`.
    /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)`.
    func changeName(_ input: Operations.ChangeName.Input) async throws -> Operations.ChangeName.Output
    /// The user's live events, as a WebSocket.
    ///
    /// Send as a WebSocket upgrade with the access token. The server sends text frames, each one
    /// JSON object: first `{"type":"stream.ready","lastEventId":N}`, then every event after
    /// `after` (or `Last-Event-ID`; without either, only events from now on) as
    /// `{"id":N,"type":T,"createdAt":…,"data":{…}}` in commit order, so an app that reconnects
    /// with the last id it saw misses nothing. Types: `money.received` (`transactionId`,
    /// `accountId`, `amount`, `from`), `card.changed` (`cardId`, `frozen`),
    /// `notifications.changed` (`unread`). When the app's sign-in ends the server sends
    /// `{"type":"session.revoked"}` and closes. Without an upgrade the route answers 426.
    ///
    ///
    /// - Remark: HTTP `GET /v1/events`.
    /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)`.
    func streamEvents(_ input: Operations.StreamEvents.Input) async throws -> Operations.StreamEvents.Output
    /// The user's notifications, newest first.
    ///
    /// - Remark: HTTP `GET /v1/notifications`.
    /// - Remark: Generated from `#/paths//v1/notifications/get(listNotifications)`.
    func listNotifications(_ input: Operations.ListNotifications.Input) async throws -> Operations.ListNotifications.Output
    /// Mark a notification read (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/notifications/{id}/read`.
    /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)`.
    func markNotificationRead(_ input: Operations.MarkNotificationRead.Input) async throws -> Operations.MarkNotificationRead.Output
    /// The newest app version and the oldest one still supported (public).
    ///
    /// - Remark: HTTP `GET /v1/app/version`.
    /// - Remark: Generated from `#/paths//v1/app/version/get(getAppVersion)`.
    func getAppVersion(_ input: Operations.GetAppVersion.Input) async throws -> Operations.GetAppVersion.Output
    /// Whether the gateway and its database answer (public).
    ///
    /// - Remark: HTTP `GET /health`.
    /// - Remark: Generated from `#/paths//health/get(getHealth)`.
    func getHealth(_ input: Operations.GetHealth.Input) async throws -> Operations.GetHealth.Output
}

/// Convenience overloads for operation inputs.
extension APIProtocol {
    /// Start signing in with an email address.
    ///
    /// A new address (or one without a PIN yet) gets `verifyEmail` and a `temporaryToken`; a
    /// six-digit code is emailed (in demo mode also readable at `GET /v1/dev/mailbox`) and
    /// expires after 10 minutes. A registered address gets `enterPin` (see ADR 0012: the sign-in
    /// flow tells the two apart; the per-address and per-client limits bound enumeration).
    /// A new code leaves the address's earlier codes working until one is used or they expire.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/login`.
    /// - Remark: Generated from `#/paths//v1/auth/login/post(login)`.
    public func login(
        headers: Operations.Login.Input.Headers = .init(),
        body: Operations.Login.Input.Body
    ) async throws -> Operations.Login.Output {
        try await login(Operations.Login.Input(
            headers: headers,
            body: body
        ))
    }
    /// Prove the email address with the emailed code.
    ///
    /// A login challenge is single-use and stops working after 5 wrong codes; using one ends the address's other codes. Each call counts against the client address's attempts.
    ///
    /// - Remark: HTTP `POST /v1/auth/verify`.
    /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)`.
    public func verifyEmail(
        headers: Operations.VerifyEmail.Input.Headers = .init(),
        body: Operations.VerifyEmail.Input.Body
    ) async throws -> Operations.VerifyEmail.Output {
        try await verifyEmail(Operations.VerifyEmail.Input(
            headers: headers,
            body: body
        ))
    }
    /// Choose the first PIN and sign in.
    ///
    /// The registration token is single-use. The PIN is stored as a PBKDF2-SHA256 hash.
    ///
    /// - Remark: HTTP `POST /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)`.
    public func choosePin(
        headers: Operations.ChoosePin.Input.Headers = .init(),
        body: Operations.ChoosePin.Input.Body
    ) async throws -> Operations.ChoosePin.Output {
        try await choosePin(Operations.ChoosePin.Input(
            headers: headers,
            body: body
        ))
    }
    /// Change the PIN.
    ///
    /// - Remark: HTTP `PUT /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)`.
    public func changePin(
        headers: Operations.ChangePin.Input.Headers = .init(),
        body: Operations.ChangePin.Input.Body
    ) async throws -> Operations.ChangePin.Output {
        try await changePin(Operations.ChangePin.Input(
            headers: headers,
            body: body
        ))
    }
    /// Sign in with email and PIN.
    ///
    /// 5 wrong PINs lock the account for a growing period (1, 5, 15, 60 … minutes); while it is
    /// locked every PIN, even the right one, is refused. A success resets the count. Each call
    /// counts against the client address's attempts.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/unlock`.
    /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)`.
    public func unlock(
        headers: Operations.Unlock.Input.Headers = .init(),
        body: Operations.Unlock.Input.Body
    ) async throws -> Operations.Unlock.Output {
        try await unlock(Operations.Unlock.Input(
            headers: headers,
            body: body
        ))
    }
    /// Trade a refresh token for a new session.
    ///
    /// Rotation: the refresh token used stops working. Presenting a used one again ends every session renewed from the same sign-in (RFC 9700 §4.14.2), since it may have been stolen.
    ///
    /// - Remark: HTTP `POST /v1/auth/refresh`.
    /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)`.
    public func refreshSession(
        headers: Operations.RefreshSession.Input.Headers = .init(),
        body: Operations.RefreshSession.Input.Body
    ) async throws -> Operations.RefreshSession.Output {
        try await refreshSession(Operations.RefreshSession.Input(
            headers: headers,
            body: body
        ))
    }
    /// End the current session.
    ///
    /// Its access and refresh tokens stop working.
    ///
    /// - Remark: HTTP `POST /v1/auth/logout`.
    /// - Remark: Generated from `#/paths//v1/auth/logout/post(logout)`.
    public func logout(headers: Operations.Logout.Input.Headers = .init()) async throws -> Operations.Logout.Output {
        try await logout(Operations.Logout.Input(headers: headers))
    }
    /// Demo only: the last code "emailed" to an address.
    ///
    /// Registered only when the gateway runs with `--demo`; otherwise 404 `not_found`.
    ///
    /// - Remark: HTTP `GET /v1/dev/mailbox`.
    /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)`.
    public func devMailbox(
        query: Operations.DevMailbox.Input.Query,
        headers: Operations.DevMailbox.Input.Headers = .init()
    ) async throws -> Operations.DevMailbox.Output {
        try await devMailbox(Operations.DevMailbox.Input(
            query: query,
            headers: headers
        ))
    }
    /// The user's accounts with their balances.
    ///
    /// - Remark: HTTP `GET /v1/accounts`.
    /// - Remark: Generated from `#/paths//v1/accounts/get(listAccounts)`.
    public func listAccounts(headers: Operations.ListAccounts.Input.Headers = .init()) async throws -> Operations.ListAccounts.Output {
        try await listAccounts(Operations.ListAccounts.Input(headers: headers))
    }
    /// The user's cards.
    ///
    /// - Remark: HTTP `GET /v1/cards`.
    /// - Remark: Generated from `#/paths//v1/cards/get(listCards)`.
    public func listCards(headers: Operations.ListCards.Input.Headers = .init()) async throws -> Operations.ListCards.Output {
        try await listCards(Operations.ListCards.Input(headers: headers))
    }
    /// One card.
    ///
    /// - Remark: HTTP `GET /v1/cards/{id}`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)`.
    public func getCard(
        path: Operations.GetCard.Input.Path,
        headers: Operations.GetCard.Input.Headers = .init()
    ) async throws -> Operations.GetCard.Output {
        try await getCard(Operations.GetCard.Input(
            path: path,
            headers: headers
        ))
    }
    /// Freeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/freeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)`.
    public func freezeCard(
        path: Operations.FreezeCard.Input.Path,
        headers: Operations.FreezeCard.Input.Headers = .init()
    ) async throws -> Operations.FreezeCard.Output {
        try await freezeCard(Operations.FreezeCard.Input(
            path: path,
            headers: headers
        ))
    }
    /// Unfreeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/unfreeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)`.
    public func unfreezeCard(
        path: Operations.UnfreezeCard.Input.Path,
        headers: Operations.UnfreezeCard.Input.Headers = .init()
    ) async throws -> Operations.UnfreezeCard.Output {
        try await unfreezeCard(Operations.UnfreezeCard.Input(
            path: path,
            headers: headers
        ))
    }
    /// The user's transactions, newest first, one page at a time, optionally searched or for one account.
    ///
    /// - Remark: HTTP `GET /v1/transactions`.
    /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)`.
    public func listTransactions(
        query: Operations.ListTransactions.Input.Query = .init(),
        headers: Operations.ListTransactions.Input.Headers = .init()
    ) async throws -> Operations.ListTransactions.Output {
        try await listTransactions(Operations.ListTransactions.Input(
            query: query,
            headers: headers
        ))
    }
    /// One of the user's transactions, as the list shows it (the target of `payred://transactions/ID` links).
    ///
    /// - Remark: HTTP `GET /v1/transactions/{id}`.
    /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)`.
    public func getTransaction(
        path: Operations.GetTransaction.Input.Path,
        headers: Operations.GetTransaction.Input.Headers = .init()
    ) async throws -> Operations.GetTransaction.Output {
        try await getTransaction(Operations.GetTransaction.Input(
            path: path,
            headers: headers
        ))
    }
    /// Send money from one of the user's accounts, exactly once per Idempotency-Key.
    ///
    /// The destination is exactly one of `toIban` and `payeeId`. The transfer is one atomic
    /// double-entry movement: the source is debited (never below zero) and the PayRed account
    /// holding the IBAN (the user's or another user's, who gets a transaction, a notification and
    /// a live event) is credited, or the clearing account for another bank; the response is
    /// stored under the key. Retrying with the same key and body answers the stored
    /// response (same status, identical body), even for concurrent retries.
    ///
    ///
    /// - Remark: HTTP `POST /v1/transfers`.
    /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)`.
    public func createTransfer(
        headers: Operations.CreateTransfer.Input.Headers,
        body: Operations.CreateTransfer.Input.Body
    ) async throws -> Operations.CreateTransfer.Output {
        try await createTransfer(Operations.CreateTransfer.Input(
            headers: headers,
            body: body
        ))
    }
    /// The user's saved payees.
    ///
    /// - Remark: HTTP `GET /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/get(listPayees)`.
    public func listPayees(headers: Operations.ListPayees.Input.Headers = .init()) async throws -> Operations.ListPayees.Output {
        try await listPayees(Operations.ListPayees.Input(headers: headers))
    }
    /// Save a payee.
    ///
    /// - Remark: HTTP `POST /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)`.
    public func createPayee(
        headers: Operations.CreatePayee.Input.Headers = .init(),
        body: Operations.CreatePayee.Input.Body
    ) async throws -> Operations.CreatePayee.Output {
        try await createPayee(Operations.CreatePayee.Input(
            headers: headers,
            body: body
        ))
    }
    /// Delete a payee.
    ///
    /// - Remark: HTTP `DELETE /v1/payees/{id}`.
    /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)`.
    public func deletePayee(
        path: Operations.DeletePayee.Input.Path,
        headers: Operations.DeletePayee.Input.Headers = .init()
    ) async throws -> Operations.DeletePayee.Output {
        try await deletePayee(Operations.DeletePayee.Input(
            path: path,
            headers: headers
        ))
    }
    /// The user's names, email, picture and favourites.
    ///
    /// - Remark: HTTP `GET /v1/profile`.
    /// - Remark: Generated from `#/paths//v1/profile/get(getProfile)`.
    public func getProfile(headers: Operations.GetProfile.Input.Headers = .init()) async throws -> Operations.GetProfile.Output {
        try await getProfile(Operations.GetProfile.Input(headers: headers))
    }
    /// Change the name other people see.
    ///
    /// - Remark: HTTP `PUT /v1/profile/name`.
    /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)`.
    public func changeName(
        headers: Operations.ChangeName.Input.Headers = .init(),
        body: Operations.ChangeName.Input.Body
    ) async throws -> Operations.ChangeName.Output {
        try await changeName(Operations.ChangeName.Input(
            headers: headers,
            body: body
        ))
    }
    /// The user's live events, as a WebSocket.
    ///
    /// Send as a WebSocket upgrade with the access token. The server sends text frames, each one
    /// JSON object: first `{"type":"stream.ready","lastEventId":N}`, then every event after
    /// `after` (or `Last-Event-ID`; without either, only events from now on) as
    /// `{"id":N,"type":T,"createdAt":…,"data":{…}}` in commit order, so an app that reconnects
    /// with the last id it saw misses nothing. Types: `money.received` (`transactionId`,
    /// `accountId`, `amount`, `from`), `card.changed` (`cardId`, `frozen`),
    /// `notifications.changed` (`unread`). When the app's sign-in ends the server sends
    /// `{"type":"session.revoked"}` and closes. Without an upgrade the route answers 426.
    ///
    ///
    /// - Remark: HTTP `GET /v1/events`.
    /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)`.
    public func streamEvents(
        query: Operations.StreamEvents.Input.Query = .init(),
        headers: Operations.StreamEvents.Input.Headers = .init()
    ) async throws -> Operations.StreamEvents.Output {
        try await streamEvents(Operations.StreamEvents.Input(
            query: query,
            headers: headers
        ))
    }
    /// The user's notifications, newest first.
    ///
    /// - Remark: HTTP `GET /v1/notifications`.
    /// - Remark: Generated from `#/paths//v1/notifications/get(listNotifications)`.
    public func listNotifications(headers: Operations.ListNotifications.Input.Headers = .init()) async throws -> Operations.ListNotifications.Output {
        try await listNotifications(Operations.ListNotifications.Input(headers: headers))
    }
    /// Mark a notification read (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/notifications/{id}/read`.
    /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)`.
    public func markNotificationRead(
        path: Operations.MarkNotificationRead.Input.Path,
        headers: Operations.MarkNotificationRead.Input.Headers = .init()
    ) async throws -> Operations.MarkNotificationRead.Output {
        try await markNotificationRead(Operations.MarkNotificationRead.Input(
            path: path,
            headers: headers
        ))
    }
    /// The newest app version and the oldest one still supported (public).
    ///
    /// - Remark: HTTP `GET /v1/app/version`.
    /// - Remark: Generated from `#/paths//v1/app/version/get(getAppVersion)`.
    public func getAppVersion(headers: Operations.GetAppVersion.Input.Headers = .init()) async throws -> Operations.GetAppVersion.Output {
        try await getAppVersion(Operations.GetAppVersion.Input(headers: headers))
    }
    /// Whether the gateway and its database answer (public).
    ///
    /// - Remark: HTTP `GET /health`.
    /// - Remark: Generated from `#/paths//health/get(getHealth)`.
    public func getHealth(headers: Operations.GetHealth.Input.Headers = .init()) async throws -> Operations.GetHealth.Output {
        try await getHealth(Operations.GetHealth.Input(headers: headers))
    }
}

/// Server URLs defined in the OpenAPI document.
public enum Servers {
    /// A local `payred-gateway` (add `--demo` for the demo user `demo@payred.app`, PIN 123456).
    public enum Server1 {
        /// A local `payred-gateway` (add `--demo` for the demo user `demo@payred.app`, PIN 123456).
        public static func url() throws -> Foundation.URL {
            try Foundation.URL(
                validatingOpenAPIServerURL: "http://127.0.0.1:8080",
                variables: []
            )
        }
    }
    /// A local `payred-gateway` (add `--demo` for the demo user `demo@payred.app`, PIN 123456).
    @available(*, deprecated, renamed: "Servers.Server1.url")
    public static func server1() throws -> Foundation.URL {
        try Foundation.URL(
            validatingOpenAPIServerURL: "http://127.0.0.1:8080",
            variables: []
        )
    }
}
/// Types generated from the components section of the OpenAPI document.
public enum Components {}
extension Components {
    /// Types generated from the `#/components/schemas` section of the OpenAPI document.
    public enum Schemas {
        /// The body of every error response.
        ///
        /// - Remark: Generated from `#/components/schemas/ErrorEnvelope`.
        public struct ErrorEnvelope: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error`.
            public struct _ErrorPayload: Codable, Hashable, Sendable {
                /// Stable and machine-readable, e.g. `insufficient_funds`.
                ///
                /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error/code`.
                public var code: Swift.String
                /// Human-readable; may change.
                ///
                /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error/message`.
                public var message: Swift.String
                /// Only with `account_locked`: when the lock ends, ISO 8601 UTC to the second (e.g. `2026-11-23T14:05:00Z`).
                ///
                /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error/lockedUntil`.
                public var lockedUntil: Foundation.Date?
                /// Only with `invalid_pin` (how many more wrong PINs lock the account) and `invalid_code` (how many more wrong codes before a new one is needed), as decimal text (e.g. `"3"`).
                ///
                /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error/attemptsLeft`.
                public var attemptsLeft: Swift.String?
                /// Creates a new `_ErrorPayload`.
                ///
                /// - Parameters:
                ///   - code: Stable and machine-readable, e.g. `insufficient_funds`.
                ///   - message: Human-readable; may change.
                ///   - lockedUntil: Only with `account_locked`: when the lock ends, ISO 8601 UTC to the second (e.g. `2026-11-23T14:05:00Z`).
                ///   - attemptsLeft: Only with `invalid_pin` (how many more wrong PINs lock the account) and `invalid_code` (how many more wrong codes before a new one is needed), as decimal text (e.g. `"3"`).
                public init(
                    code: Swift.String,
                    message: Swift.String,
                    lockedUntil: Foundation.Date? = nil,
                    attemptsLeft: Swift.String? = nil
                ) {
                    self.code = code
                    self.message = message
                    self.lockedUntil = lockedUntil
                    self.attemptsLeft = attemptsLeft
                }
                public enum CodingKeys: String, CodingKey {
                    case code
                    case message
                    case lockedUntil
                    case attemptsLeft
                }
            }
            /// - Remark: Generated from `#/components/schemas/ErrorEnvelope/error`.
            public var error: Components.Schemas.ErrorEnvelope._ErrorPayload
            /// Creates a new `ErrorEnvelope`.
            ///
            /// - Parameters:
            ///   - error:
            public init(error: Components.Schemas.ErrorEnvelope._ErrorPayload) {
                self.error = error
            }
            public enum CodingKeys: String, CodingKey {
                case error
            }
        }
        /// An amount in the currency's minor units (cents for EUR). Never a float.
        ///
        /// - Remark: Generated from `#/components/schemas/Money`.
        public struct Money: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Money/minorUnits`.
            public var minorUnits: Swift.Int64
            /// An ISO 4217 code; unknown codes are refused with `unknown_currency`.
            ///
            /// - Remark: Generated from `#/components/schemas/Money/currency`.
            public var currency: Swift.String
            /// Creates a new `Money`.
            ///
            /// - Parameters:
            ///   - minorUnits:
            ///   - currency: An ISO 4217 code; unknown codes are refused with `unknown_currency`.
            public init(
                minorUnits: Swift.Int64,
                currency: Swift.String
            ) {
                self.minorUnits = minorUnits
                self.currency = currency
            }
            public enum CodingKeys: String, CodingKey {
                case minorUnits
                case currency
            }
        }
        /// - Remark: Generated from `#/components/schemas/Session`.
        public struct Session: Codable, Hashable, Sendable {
            /// Send as `Authorization: Bearer <accessToken>`.
            ///
            /// - Remark: Generated from `#/components/schemas/Session/accessToken`.
            public var accessToken: Swift.String
            /// For `POST /v1/auth/refresh`; valid for 30 days.
            ///
            /// - Remark: Generated from `#/components/schemas/Session/refreshToken`.
            public var refreshToken: Swift.String
            /// Seconds until the access token expires: 900 unless the gateway runs with `--access-token-lifetime`.
            ///
            /// - Remark: Generated from `#/components/schemas/Session/expiresIn`.
            public var expiresIn: Swift.Int
            /// Creates a new `Session`.
            ///
            /// - Parameters:
            ///   - accessToken: Send as `Authorization: Bearer <accessToken>`.
            ///   - refreshToken: For `POST /v1/auth/refresh`; valid for 30 days.
            ///   - expiresIn: Seconds until the access token expires: 900 unless the gateway runs with `--access-token-lifetime`.
            public init(
                accessToken: Swift.String,
                refreshToken: Swift.String,
                expiresIn: Swift.Int
            ) {
                self.accessToken = accessToken
                self.refreshToken = refreshToken
                self.expiresIn = expiresIn
            }
            public enum CodingKeys: String, CodingKey {
                case accessToken
                case refreshToken
                case expiresIn
            }
        }
        /// Nothing to return.
        ///
        /// - Remark: Generated from `#/components/schemas/Empty`.
        public typealias Empty = OpenAPIRuntime.OpenAPIObjectContainer
        /// - Remark: Generated from `#/components/schemas/LoginRequest`.
        public struct LoginRequest: Codable, Hashable, Sendable {
            /// Trimmed and lower-cased by the gateway.
            ///
            /// - Remark: Generated from `#/components/schemas/LoginRequest/email`.
            public var email: Swift.String
            /// Creates a new `LoginRequest`.
            ///
            /// - Parameters:
            ///   - email: Trimmed and lower-cased by the gateway.
            public init(email: Swift.String) {
                self.email = email
            }
            public enum CodingKeys: String, CodingKey {
                case email
            }
        }
        /// - Remark: Generated from `#/components/schemas/LoginStep`.
        public struct LoginStep: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/LoginStep/step`.
            @frozen public enum StepPayload: String, Codable, Hashable, Sendable, CaseIterable {
                case verifyEmail = "verifyEmail"
                case enterPin = "enterPin"
            }
            /// - Remark: Generated from `#/components/schemas/LoginStep/step`.
            public var step: Components.Schemas.LoginStep.StepPayload
            /// Present for `verifyEmail`: send it to `POST /v1/auth/verify`.
            ///
            /// - Remark: Generated from `#/components/schemas/LoginStep/temporaryToken`.
            public var temporaryToken: Swift.String?
            /// Creates a new `LoginStep`.
            ///
            /// - Parameters:
            ///   - step:
            ///   - temporaryToken: Present for `verifyEmail`: send it to `POST /v1/auth/verify`.
            public init(
                step: Components.Schemas.LoginStep.StepPayload,
                temporaryToken: Swift.String? = nil
            ) {
                self.step = step
                self.temporaryToken = temporaryToken
            }
            public enum CodingKeys: String, CodingKey {
                case step
                case temporaryToken
            }
        }
        /// - Remark: Generated from `#/components/schemas/VerifyRequest`.
        public struct VerifyRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/VerifyRequest/temporaryToken`.
            public var temporaryToken: Swift.String
            /// - Remark: Generated from `#/components/schemas/VerifyRequest/code`.
            public var code: Swift.String
            /// Creates a new `VerifyRequest`.
            ///
            /// - Parameters:
            ///   - temporaryToken:
            ///   - code:
            public init(
                temporaryToken: Swift.String,
                code: Swift.String
            ) {
                self.temporaryToken = temporaryToken
                self.code = code
            }
            public enum CodingKeys: String, CodingKey {
                case temporaryToken
                case code
            }
        }
        /// - Remark: Generated from `#/components/schemas/Registration`.
        public struct Registration: Codable, Hashable, Sendable {
            /// Send it to `POST /v1/auth/pin`.
            ///
            /// - Remark: Generated from `#/components/schemas/Registration/registrationToken`.
            public var registrationToken: Swift.String
            /// Whether `POST /v1/auth/pin` must carry `firstName`: true for a new user, false for one signing in on a new device.
            ///
            /// - Remark: Generated from `#/components/schemas/Registration/needsName`.
            public var needsName: Swift.Bool
            /// Creates a new `Registration`.
            ///
            /// - Parameters:
            ///   - registrationToken: Send it to `POST /v1/auth/pin`.
            ///   - needsName: Whether `POST /v1/auth/pin` must carry `firstName`: true for a new user, false for one signing in on a new device.
            public init(
                registrationToken: Swift.String,
                needsName: Swift.Bool
            ) {
                self.registrationToken = registrationToken
                self.needsName = needsName
            }
            public enum CodingKeys: String, CodingKey {
                case registrationToken
                case needsName
            }
        }
        /// - Remark: Generated from `#/components/schemas/ChoosePinRequest`.
        public struct ChoosePinRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/ChoosePinRequest/registrationToken`.
            public var registrationToken: Swift.String
            /// - Remark: Generated from `#/components/schemas/ChoosePinRequest/pin`.
            public var pin: Swift.String
            /// The name other people see (never the email). Required when the registration said `needsName`.
            ///
            /// - Remark: Generated from `#/components/schemas/ChoosePinRequest/firstName`.
            public var firstName: Swift.String?
            /// - Remark: Generated from `#/components/schemas/ChoosePinRequest/lastName`.
            public var lastName: Swift.String?
            /// Creates a new `ChoosePinRequest`.
            ///
            /// - Parameters:
            ///   - registrationToken:
            ///   - pin:
            ///   - firstName: The name other people see (never the email). Required when the registration said `needsName`.
            ///   - lastName:
            public init(
                registrationToken: Swift.String,
                pin: Swift.String,
                firstName: Swift.String? = nil,
                lastName: Swift.String? = nil
            ) {
                self.registrationToken = registrationToken
                self.pin = pin
                self.firstName = firstName
                self.lastName = lastName
            }
            public enum CodingKeys: String, CodingKey {
                case registrationToken
                case pin
                case firstName
                case lastName
            }
        }
        /// - Remark: Generated from `#/components/schemas/NameChangeRequest`.
        public struct NameChangeRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/NameChangeRequest/firstName`.
            public var firstName: Swift.String
            /// - Remark: Generated from `#/components/schemas/NameChangeRequest/lastName`.
            public var lastName: Swift.String
            /// Creates a new `NameChangeRequest`.
            ///
            /// - Parameters:
            ///   - firstName:
            ///   - lastName:
            public init(
                firstName: Swift.String,
                lastName: Swift.String
            ) {
                self.firstName = firstName
                self.lastName = lastName
            }
            public enum CodingKeys: String, CodingKey {
                case firstName
                case lastName
            }
        }
        /// - Remark: Generated from `#/components/schemas/UnlockRequest`.
        public struct UnlockRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/UnlockRequest/email`.
            public var email: Swift.String
            /// - Remark: Generated from `#/components/schemas/UnlockRequest/pin`.
            public var pin: Swift.String
            /// Creates a new `UnlockRequest`.
            ///
            /// - Parameters:
            ///   - email:
            ///   - pin:
            public init(
                email: Swift.String,
                pin: Swift.String
            ) {
                self.email = email
                self.pin = pin
            }
            public enum CodingKeys: String, CodingKey {
                case email
                case pin
            }
        }
        /// - Remark: Generated from `#/components/schemas/RefreshRequest`.
        public struct RefreshRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/RefreshRequest/refreshToken`.
            public var refreshToken: Swift.String
            /// Creates a new `RefreshRequest`.
            ///
            /// - Parameters:
            ///   - refreshToken:
            public init(refreshToken: Swift.String) {
                self.refreshToken = refreshToken
            }
            public enum CodingKeys: String, CodingKey {
                case refreshToken
            }
        }
        /// - Remark: Generated from `#/components/schemas/ChangePinRequest`.
        public struct ChangePinRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/ChangePinRequest/oldPin`.
            public var oldPin: Swift.String
            /// - Remark: Generated from `#/components/schemas/ChangePinRequest/newPin`.
            public var newPin: Swift.String
            /// Creates a new `ChangePinRequest`.
            ///
            /// - Parameters:
            ///   - oldPin:
            ///   - newPin:
            public init(
                oldPin: Swift.String,
                newPin: Swift.String
            ) {
                self.oldPin = oldPin
                self.newPin = newPin
            }
            public enum CodingKeys: String, CodingKey {
                case oldPin
                case newPin
            }
        }
        /// - Remark: Generated from `#/components/schemas/Mail`.
        public struct Mail: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Mail/email`.
            public var email: Swift.String
            /// - Remark: Generated from `#/components/schemas/Mail/code`.
            public var code: Swift.String
            /// Creates a new `Mail`.
            ///
            /// - Parameters:
            ///   - email:
            ///   - code:
            public init(
                email: Swift.String,
                code: Swift.String
            ) {
                self.email = email
                self.code = code
            }
            public enum CodingKeys: String, CodingKey {
                case email
                case code
            }
        }
        /// - Remark: Generated from `#/components/schemas/Account`.
        public struct Account: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Account/id`.
            public var id: Swift.String
            /// - Remark: Generated from `#/components/schemas/Account/iban`.
            public var iban: Swift.String
            /// - Remark: Generated from `#/components/schemas/Account/name`.
            public var name: Swift.String
            /// - Remark: Generated from `#/components/schemas/Account/balance`.
            public var balance: Components.Schemas.Money
            /// Creates a new `Account`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - iban:
            ///   - name:
            ///   - balance:
            public init(
                id: Swift.String,
                iban: Swift.String,
                name: Swift.String,
                balance: Components.Schemas.Money
            ) {
                self.id = id
                self.iban = iban
                self.name = name
                self.balance = balance
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case iban
                case name
                case balance
            }
        }
        /// - Remark: Generated from `#/components/schemas/Card`.
        public struct Card: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Card/id`.
            public var id: Swift.String
            /// - Remark: Generated from `#/components/schemas/Card/accountId`.
            public var accountId: Swift.String
            /// - Remark: Generated from `#/components/schemas/Card/name`.
            public var name: Swift.String
            /// - Remark: Generated from `#/components/schemas/Card/brand`.
            public var brand: Swift.String
            /// - Remark: Generated from `#/components/schemas/Card/last4`.
            public var last4: Swift.String
            /// - Remark: Generated from `#/components/schemas/Card/expiryMonth`.
            public var expiryMonth: Swift.Int
            /// - Remark: Generated from `#/components/schemas/Card/expiryYear`.
            public var expiryYear: Swift.Int
            /// - Remark: Generated from `#/components/schemas/Card/frozen`.
            public var frozen: Swift.Bool
            /// Creates a new `Card`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - accountId:
            ///   - name:
            ///   - brand:
            ///   - last4:
            ///   - expiryMonth:
            ///   - expiryYear:
            ///   - frozen:
            public init(
                id: Swift.String,
                accountId: Swift.String,
                name: Swift.String,
                brand: Swift.String,
                last4: Swift.String,
                expiryMonth: Swift.Int,
                expiryYear: Swift.Int,
                frozen: Swift.Bool
            ) {
                self.id = id
                self.accountId = accountId
                self.name = name
                self.brand = brand
                self.last4 = last4
                self.expiryMonth = expiryMonth
                self.expiryYear = expiryYear
                self.frozen = frozen
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case accountId
                case name
                case brand
                case last4
                case expiryMonth
                case expiryYear
                case frozen
            }
        }
        /// One entry of an account's history; its `amount` is signed (debits are negative).
        ///
        /// - Remark: Generated from `#/components/schemas/Transaction`.
        public struct Transaction: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Transaction/id`.
            public var id: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transaction/accountId`.
            public var accountId: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transaction/amount`.
            public var amount: Components.Schemas.Money
            /// - Remark: Generated from `#/components/schemas/Transaction/description`.
            public var description: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transaction/counterpartyName`.
            public var counterpartyName: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transaction/createdAt`.
            public var createdAt: Foundation.Date
            /// Creates a new `Transaction`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - accountId:
            ///   - amount:
            ///   - description:
            ///   - counterpartyName:
            ///   - createdAt:
            public init(
                id: Swift.String,
                accountId: Swift.String,
                amount: Components.Schemas.Money,
                description: Swift.String,
                counterpartyName: Swift.String,
                createdAt: Foundation.Date
            ) {
                self.id = id
                self.accountId = accountId
                self.amount = amount
                self.description = description
                self.counterpartyName = counterpartyName
                self.createdAt = createdAt
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case accountId
                case amount
                case description
                case counterpartyName
                case createdAt
            }
        }
        /// - Remark: Generated from `#/components/schemas/TransactionPage`.
        public struct TransactionPage: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/TransactionPage/items`.
            public var items: [Components.Schemas.Transaction]
            /// Absent on the last page.
            ///
            /// - Remark: Generated from `#/components/schemas/TransactionPage/nextCursor`.
            public var nextCursor: Swift.String?
            /// Creates a new `TransactionPage`.
            ///
            /// - Parameters:
            ///   - items:
            ///   - nextCursor: Absent on the last page.
            public init(
                items: [Components.Schemas.Transaction],
                nextCursor: Swift.String? = nil
            ) {
                self.items = items
                self.nextCursor = nextCursor
            }
            public enum CodingKeys: String, CodingKey {
                case items
                case nextCursor
            }
        }
        /// Exactly one of `toIban` and `payeeId` (else 400 `invalid_destination`); `amount` is positive, in the source account's currency.
        ///
        /// - Remark: Generated from `#/components/schemas/TransferRequest`.
        public struct TransferRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/TransferRequest/fromAccountId`.
            public var fromAccountId: Swift.String
            /// - Remark: Generated from `#/components/schemas/TransferRequest/toIban`.
            public var toIban: Components.Schemas.Iban?
            /// - Remark: Generated from `#/components/schemas/TransferRequest/payeeId`.
            public var payeeId: Swift.String?
            /// - Remark: Generated from `#/components/schemas/TransferRequest/amount`.
            public var amount: Components.Schemas.Money
            /// - Remark: Generated from `#/components/schemas/TransferRequest/description`.
            public var description: Components.Schemas.Description
            /// Creates a new `TransferRequest`.
            ///
            /// - Parameters:
            ///   - fromAccountId:
            ///   - toIban:
            ///   - payeeId:
            ///   - amount:
            ///   - description:
            public init(
                fromAccountId: Swift.String,
                toIban: Components.Schemas.Iban? = nil,
                payeeId: Swift.String? = nil,
                amount: Components.Schemas.Money,
                description: Components.Schemas.Description
            ) {
                self.fromAccountId = fromAccountId
                self.toIban = toIban
                self.payeeId = payeeId
                self.amount = amount
                self.description = description
            }
            public enum CodingKeys: String, CodingKey {
                case fromAccountId
                case toIban
                case payeeId
                case amount
                case description
            }
        }
        /// - Remark: Generated from `#/components/schemas/Transfer`.
        public struct Transfer: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Transfer/id`.
            public var id: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transfer/fromAccountId`.
            public var fromAccountId: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transfer/toIban`.
            public var toIban: Swift.String
            /// Present when the transfer went to a saved payee.
            ///
            /// - Remark: Generated from `#/components/schemas/Transfer/payeeId`.
            public var payeeId: Swift.String?
            /// - Remark: Generated from `#/components/schemas/Transfer/amount`.
            public var amount: Components.Schemas.Money
            /// - Remark: Generated from `#/components/schemas/Transfer/description`.
            public var description: Swift.String
            /// - Remark: Generated from `#/components/schemas/Transfer/createdAt`.
            public var createdAt: Foundation.Date
            /// Creates a new `Transfer`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - fromAccountId:
            ///   - toIban:
            ///   - payeeId: Present when the transfer went to a saved payee.
            ///   - amount:
            ///   - description:
            ///   - createdAt:
            public init(
                id: Swift.String,
                fromAccountId: Swift.String,
                toIban: Swift.String,
                payeeId: Swift.String? = nil,
                amount: Components.Schemas.Money,
                description: Swift.String,
                createdAt: Foundation.Date
            ) {
                self.id = id
                self.fromAccountId = fromAccountId
                self.toIban = toIban
                self.payeeId = payeeId
                self.amount = amount
                self.description = description
                self.createdAt = createdAt
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case fromAccountId
                case toIban
                case payeeId
                case amount
                case description
                case createdAt
            }
        }
        /// - Remark: Generated from `#/components/schemas/Payee`.
        public struct Payee: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Payee/id`.
            public var id: Swift.String
            /// - Remark: Generated from `#/components/schemas/Payee/name`.
            public var name: Swift.String
            /// - Remark: Generated from `#/components/schemas/Payee/iban`.
            public var iban: Swift.String
            /// Creates a new `Payee`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - name:
            ///   - iban:
            public init(
                id: Swift.String,
                name: Swift.String,
                iban: Swift.String
            ) {
                self.id = id
                self.name = name
                self.iban = iban
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case name
                case iban
            }
        }
        /// - Remark: Generated from `#/components/schemas/PayeeRequest`.
        public struct PayeeRequest: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/PayeeRequest/name`.
            public var name: Components.Schemas.PayeeName
            /// - Remark: Generated from `#/components/schemas/PayeeRequest/iban`.
            public var iban: Components.Schemas.Iban
            /// Creates a new `PayeeRequest`.
            ///
            /// - Parameters:
            ///   - name:
            ///   - iban:
            public init(
                name: Components.Schemas.PayeeName,
                iban: Components.Schemas.Iban
            ) {
                self.name = name
                self.iban = iban
            }
            public enum CodingKeys: String, CodingKey {
                case name
                case iban
            }
        }
        /// An IBAN (ISO 13616): a country of the registry, that country's length, letters and digits, mod-97 check digits. Spaces and lower case are forgiven; it is stored in capitals without spaces.
        ///
        /// - Remark: Generated from `#/components/schemas/IBAN`.
        public typealias Iban = Swift.String
        /// At most 140 characters (Unicode scalars) of `PlainText`; may be empty.
        ///
        /// - Remark: Generated from `#/components/schemas/Description`.
        public typealias Description = Swift.String
        /// `PlainText`, trimmed by the gateway; 1 to 70 characters once trimmed.
        ///
        /// - Remark: Generated from `#/components/schemas/PayeeName`.
        public typealias PayeeName = Swift.String
        /// - Remark: Generated from `#/components/schemas/Profile`.
        public struct Profile: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Profile/firstName`.
            public var firstName: Swift.String
            /// - Remark: Generated from `#/components/schemas/Profile/lastName`.
            public var lastName: Swift.String
            /// - Remark: Generated from `#/components/schemas/Profile/email`.
            public var email: Swift.String
            /// Absent when the user has no picture. A path on the gateway, resolved against its base URL.
            ///
            /// - Remark: Generated from `#/components/schemas/Profile/profileImageURL`.
            public var profileImageURL: Swift.String?
            /// - Remark: Generated from `#/components/schemas/Profile/favourites`.
            public var favourites: [Components.Schemas.Favourite]
            /// Creates a new `Profile`.
            ///
            /// - Parameters:
            ///   - firstName:
            ///   - lastName:
            ///   - email:
            ///   - profileImageURL: Absent when the user has no picture. A path on the gateway, resolved against its base URL.
            ///   - favourites:
            public init(
                firstName: Swift.String,
                lastName: Swift.String,
                email: Swift.String,
                profileImageURL: Swift.String? = nil,
                favourites: [Components.Schemas.Favourite]
            ) {
                self.firstName = firstName
                self.lastName = lastName
                self.email = email
                self.profileImageURL = profileImageURL
                self.favourites = favourites
            }
            public enum CodingKeys: String, CodingKey {
                case firstName
                case lastName
                case email
                case profileImageURL
                case favourites
            }
        }
        /// - Remark: Generated from `#/components/schemas/Favourite`.
        public struct Favourite: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Favourite/id`.
            public var id: Swift.Int64
            /// - Remark: Generated from `#/components/schemas/Favourite/name`.
            public var name: Swift.String
            /// A path on the gateway, resolved against its base URL.
            ///
            /// - Remark: Generated from `#/components/schemas/Favourite/imageURL`.
            public var imageURL: Swift.String
            /// The payee a transfer to this favourite goes to; absent when it is not linked to one (or its payee was deleted).
            ///
            /// - Remark: Generated from `#/components/schemas/Favourite/payeeId`.
            public var payeeId: Swift.String?
            /// Creates a new `Favourite`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - name:
            ///   - imageURL: A path on the gateway, resolved against its base URL.
            ///   - payeeId: The payee a transfer to this favourite goes to; absent when it is not linked to one (or its payee was deleted).
            public init(
                id: Swift.Int64,
                name: Swift.String,
                imageURL: Swift.String,
                payeeId: Swift.String? = nil
            ) {
                self.id = id
                self.name = name
                self.imageURL = imageURL
                self.payeeId = payeeId
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case name
                case imageURL
                case payeeId
            }
        }
        /// What happened, as a stable kind and its arguments: the app words it in the user's language, and the gateway sends no sentence for it to show.
        ///
        /// - Remark: Generated from `#/components/schemas/Notification`.
        public struct Notification: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Notification/id`.
            public var id: Swift.String
            /// `money.received` (amount, counterparty, reference), `salary.received` (amount, counterparty), `card.paid` (amount, counterparty), `signin.new`, `statement.ready`, `welcome`; `message` for a notification written before kinds existed, with its `title` and `body` as written then. An app words a kind it does not know as a notification without details, so new kinds need no new app.
            ///
            /// - Remark: Generated from `#/components/schemas/Notification/kind`.
            public var kind: Swift.String
            /// - Remark: Generated from `#/components/schemas/Notification/arguments`.
            public var arguments: Components.Schemas.NotificationArguments
            /// Only for kind `message`
            ///
            /// - Remark: Generated from `#/components/schemas/Notification/title`.
            public var title: Swift.String?
            /// Only for kind `message`
            ///
            /// - Remark: Generated from `#/components/schemas/Notification/body`.
            public var body: Swift.String?
            /// - Remark: Generated from `#/components/schemas/Notification/createdAt`.
            public var createdAt: Foundation.Date
            /// - Remark: Generated from `#/components/schemas/Notification/read`.
            public var read: Swift.Bool
            /// What the notification tells of, as a PayRed link (`payred://transactions/ID`); absent when it tells of nothing the app can open.
            ///
            /// - Remark: Generated from `#/components/schemas/Notification/link`.
            public var link: Swift.String?
            /// Creates a new `Notification`.
            ///
            /// - Parameters:
            ///   - id:
            ///   - kind: `money.received` (amount, counterparty, reference), `salary.received` (amount, counterparty), `card.paid` (amount, counterparty), `signin.new`, `statement.ready`, `welcome`; `message` for a notification written before kinds existed, with its `title` and `body` as written then. An app words a kind it does not know as a notification without details, so new kinds need no new app.
            ///   - arguments:
            ///   - title: Only for kind `message`
            ///   - body: Only for kind `message`
            ///   - createdAt:
            ///   - read:
            ///   - link: What the notification tells of, as a PayRed link (`payred://transactions/ID`); absent when it tells of nothing the app can open.
            public init(
                id: Swift.String,
                kind: Swift.String,
                arguments: Components.Schemas.NotificationArguments,
                title: Swift.String? = nil,
                body: Swift.String? = nil,
                createdAt: Foundation.Date,
                read: Swift.Bool,
                link: Swift.String? = nil
            ) {
                self.id = id
                self.kind = kind
                self.arguments = arguments
                self.title = title
                self.body = body
                self.createdAt = createdAt
                self.read = read
                self.link = link
            }
            public enum CodingKeys: String, CodingKey {
                case id
                case kind
                case arguments
                case title
                case body
                case createdAt
                case read
                case link
            }
        }
        /// The facts a notification's kind tells of; each kind lists the ones it has.
        ///
        /// - Remark: Generated from `#/components/schemas/NotificationArguments`.
        public struct NotificationArguments: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/NotificationArguments/amount`.
            public var amount: Components.Schemas.Money?
            /// Who paid or was paid
            ///
            /// - Remark: Generated from `#/components/schemas/NotificationArguments/counterparty`.
            public var counterparty: Swift.String?
            /// The reference the payer wrote; absent when empty.
            ///
            /// - Remark: Generated from `#/components/schemas/NotificationArguments/reference`.
            public var reference: Swift.String?
            /// Creates a new `NotificationArguments`.
            ///
            /// - Parameters:
            ///   - amount:
            ///   - counterparty: Who paid or was paid
            ///   - reference: The reference the payer wrote; absent when empty.
            public init(
                amount: Components.Schemas.Money? = nil,
                counterparty: Swift.String? = nil,
                reference: Swift.String? = nil
            ) {
                self.amount = amount
                self.counterparty = counterparty
                self.reference = reference
            }
            public enum CodingKeys: String, CodingKey {
                case amount
                case counterparty
                case reference
            }
        }
        /// - Remark: Generated from `#/components/schemas/AppVersion`.
        public struct AppVersion: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/AppVersion/latestVersion`.
            public var latestVersion: Swift.String
            /// - Remark: Generated from `#/components/schemas/AppVersion/minimumSupportedVersion`.
            public var minimumSupportedVersion: Swift.String
            /// Creates a new `AppVersion`.
            ///
            /// - Parameters:
            ///   - latestVersion:
            ///   - minimumSupportedVersion:
            public init(
                latestVersion: Swift.String,
                minimumSupportedVersion: Swift.String
            ) {
                self.latestVersion = latestVersion
                self.minimumSupportedVersion = minimumSupportedVersion
            }
            public enum CodingKeys: String, CodingKey {
                case latestVersion
                case minimumSupportedVersion
            }
        }
        /// - Remark: Generated from `#/components/schemas/Health`.
        public struct Health: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/Health/status`.
            @frozen public enum StatusPayload: String, Codable, Hashable, Sendable, CaseIterable {
                case ok = "ok"
            }
            /// - Remark: Generated from `#/components/schemas/Health/status`.
            public var status: Components.Schemas.Health.StatusPayload
            /// Creates a new `Health`.
            ///
            /// - Parameters:
            ///   - status:
            public init(status: Components.Schemas.Health.StatusPayload) {
                self.status = status
            }
            public enum CodingKeys: String, CodingKey {
                case status
            }
        }
        /// One text frame of `GET /v1/events`: `stream.ready` with `lastEventId`, `session.revoked` alone, or a stored event with `id`, `createdAt` and `data`. An app skips a type it does not know.
        ///
        /// - Remark: Generated from `#/components/schemas/EventFrame`.
        public struct EventFrame: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/EventFrame/type`.
            public var _type: Swift.String
            /// - Remark: Generated from `#/components/schemas/EventFrame/id`.
            public var id: Swift.Int64?
            /// - Remark: Generated from `#/components/schemas/EventFrame/lastEventId`.
            public var lastEventId: Swift.Int64?
            /// - Remark: Generated from `#/components/schemas/EventFrame/createdAt`.
            public var createdAt: Foundation.Date?
            /// - Remark: Generated from `#/components/schemas/EventFrame/data`.
            public var data: Components.Schemas.EventData?
            /// Creates a new `EventFrame`.
            ///
            /// - Parameters:
            ///   - _type:
            ///   - id:
            ///   - lastEventId:
            ///   - createdAt:
            ///   - data:
            public init(
                _type: Swift.String,
                id: Swift.Int64? = nil,
                lastEventId: Swift.Int64? = nil,
                createdAt: Foundation.Date? = nil,
                data: Components.Schemas.EventData? = nil
            ) {
                self._type = _type
                self.id = id
                self.lastEventId = lastEventId
                self.createdAt = createdAt
                self.data = data
            }
            public enum CodingKeys: String, CodingKey {
                case _type = "type"
                case id
                case lastEventId
                case createdAt
                case data
            }
        }
        /// What an event tells: `money.received` (`transactionId`, `accountId`, `amount`, `from`), `card.changed` (`cardId`, `frozen`), `notifications.changed` (`unread`).
        ///
        /// - Remark: Generated from `#/components/schemas/EventData`.
        public struct EventData: Codable, Hashable, Sendable {
            /// - Remark: Generated from `#/components/schemas/EventData/transactionId`.
            public var transactionId: Swift.String?
            /// - Remark: Generated from `#/components/schemas/EventData/accountId`.
            public var accountId: Swift.String?
            /// - Remark: Generated from `#/components/schemas/EventData/amount`.
            public var amount: Components.Schemas.Money?
            /// The sender's name.
            ///
            /// - Remark: Generated from `#/components/schemas/EventData/from`.
            public var from: Swift.String?
            /// - Remark: Generated from `#/components/schemas/EventData/cardId`.
            public var cardId: Swift.String?
            /// - Remark: Generated from `#/components/schemas/EventData/frozen`.
            public var frozen: Swift.Bool?
            /// - Remark: Generated from `#/components/schemas/EventData/unread`.
            public var unread: Swift.Int?
            /// Creates a new `EventData`.
            ///
            /// - Parameters:
            ///   - transactionId:
            ///   - accountId:
            ///   - amount:
            ///   - from: The sender's name.
            ///   - cardId:
            ///   - frozen:
            ///   - unread:
            public init(
                transactionId: Swift.String? = nil,
                accountId: Swift.String? = nil,
                amount: Components.Schemas.Money? = nil,
                from: Swift.String? = nil,
                cardId: Swift.String? = nil,
                frozen: Swift.Bool? = nil,
                unread: Swift.Int? = nil
            ) {
                self.transactionId = transactionId
                self.accountId = accountId
                self.amount = amount
                self.from = from
                self.cardId = cardId
                self.frozen = frozen
                self.unread = unread
            }
            public enum CodingKeys: String, CodingKey {
                case transactionId
                case accountId
                case amount
                case from
                case cardId
                case frozen
                case unread
            }
        }
    }
}
extension Components {
    /// Types generated from the `#/components/parameters` section of the OpenAPI document.
    public enum Parameters {
        /// - Remark: Generated from `#/components/parameters/CardID`.
        public typealias CardID = Swift.String
    }
}
extension Components {
    /// Types generated from the `#/components/requestBodies` section of the OpenAPI document.
    public enum RequestBodies {}
}
extension Components {
    /// Types generated from the `#/components/responses` section of the OpenAPI document.
    public enum Responses {
        public struct BadRequest: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/BadRequest/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/BadRequest/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.BadRequest.Body
            /// Creates a new `BadRequest`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.BadRequest.Body) {
                self.body = body
            }
        }
        public struct Unauthorized: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/Unauthorized/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/Unauthorized/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.Unauthorized.Body
            /// Creates a new `Unauthorized`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.Unauthorized.Body) {
                self.body = body
            }
        }
        public struct BodyTooLarge: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/BodyTooLarge/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/BodyTooLarge/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.BodyTooLarge.Body
            /// Creates a new `BodyTooLarge`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.BodyTooLarge.Body) {
                self.body = body
            }
        }
        public struct UnsupportedMediaType: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/UnsupportedMediaType/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/UnsupportedMediaType/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.UnsupportedMediaType.Body
            /// Creates a new `UnsupportedMediaType`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.UnsupportedMediaType.Body) {
                self.body = body
            }
        }
        public struct TooManyRequests: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/TooManyRequests/headers`.
            public struct Headers: Sendable, Hashable {
                /// Whole seconds to wait, rounded up; at least 1.
                ///
                /// - Remark: Generated from `#/components/responses/TooManyRequests/headers/Retry-After`.
                public var retryAfter: Components.Headers.RetryAfter?
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - retryAfter: Whole seconds to wait, rounded up; at least 1.
                public init(retryAfter: Components.Headers.RetryAfter? = nil) {
                    self.retryAfter = retryAfter
                }
            }
            /// Received HTTP response headers
            public var headers: Components.Responses.TooManyRequests.Headers
            /// - Remark: Generated from `#/components/responses/TooManyRequests/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/TooManyRequests/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.TooManyRequests.Body
            /// Creates a new `TooManyRequests`.
            ///
            /// - Parameters:
            ///   - headers: Received HTTP response headers
            ///   - body: Received HTTP response body
            public init(
                headers: Components.Responses.TooManyRequests.Headers = .init(),
                body: Components.Responses.TooManyRequests.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        public struct Busy: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/Busy/headers`.
            public struct Headers: Sendable, Hashable {
                /// Whole seconds to wait, rounded up; at least 1.
                ///
                /// - Remark: Generated from `#/components/responses/Busy/headers/Retry-After`.
                public var retryAfter: Components.Headers.RetryAfter?
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - retryAfter: Whole seconds to wait, rounded up; at least 1.
                public init(retryAfter: Components.Headers.RetryAfter? = nil) {
                    self.retryAfter = retryAfter
                }
            }
            /// Received HTTP response headers
            public var headers: Components.Responses.Busy.Headers
            /// - Remark: Generated from `#/components/responses/Busy/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/Busy/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.Busy.Body
            /// Creates a new `Busy`.
            ///
            /// - Parameters:
            ///   - headers: Received HTTP response headers
            ///   - body: Received HTTP response body
            public init(
                headers: Components.Responses.Busy.Headers = .init(),
                body: Components.Responses.Busy.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        public struct AccountLocked: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/AccountLocked/headers`.
            public struct Headers: Sendable, Hashable {
                /// Whole seconds until the lock ends, rounded up; at least 1.
                ///
                /// - Remark: Generated from `#/components/responses/AccountLocked/headers/Retry-After`.
                public var retryAfter: Swift.Int?
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - retryAfter: Whole seconds until the lock ends, rounded up; at least 1.
                public init(retryAfter: Swift.Int? = nil) {
                    self.retryAfter = retryAfter
                }
            }
            /// Received HTTP response headers
            public var headers: Components.Responses.AccountLocked.Headers
            /// - Remark: Generated from `#/components/responses/AccountLocked/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/AccountLocked/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.AccountLocked.Body
            /// Creates a new `AccountLocked`.
            ///
            /// - Parameters:
            ///   - headers: Received HTTP response headers
            ///   - body: Received HTTP response body
            public init(
                headers: Components.Responses.AccountLocked.Headers = .init(),
                body: Components.Responses.AccountLocked.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        public struct Card: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/Card/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/Card/content/json`.
                public struct JsonPayload: Codable, Hashable, Sendable {
                    /// - Remark: Generated from `#/components/responses/Card/content/json/payload`.
                    public var payload: Components.Schemas.Card
                    /// Creates a new `JsonPayload`.
                    ///
                    /// - Parameters:
                    ///   - payload:
                    public init(payload: Components.Schemas.Card) {
                        self.payload = payload
                    }
                    public enum CodingKeys: String, CodingKey {
                        case payload
                    }
                }
                /// - Remark: Generated from `#/components/responses/Card/content/application\/json`.
                case json(Components.Responses.Card.Body.JsonPayload)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Responses.Card.Body.JsonPayload {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.Card.Body
            /// Creates a new `Card`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.Card.Body) {
                self.body = body
            }
        }
        public struct CardNotFound: Sendable, Hashable {
            /// - Remark: Generated from `#/components/responses/CardNotFound/content`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/components/responses/CardNotFound/content/application\/json`.
                case json(Components.Schemas.ErrorEnvelope)
                /// The associated value of the enum case if `self` is `.json`.
                ///
                /// - Throws: An error if `self` is not `.json`.
                /// - SeeAlso: `.json`.
                public var json: Components.Schemas.ErrorEnvelope {
                    get throws {
                        switch self {
                        case let .json(body):
                            return body
                        }
                    }
                }
            }
            /// Received HTTP response body
            public var body: Components.Responses.CardNotFound.Body
            /// Creates a new `CardNotFound`.
            ///
            /// - Parameters:
            ///   - body: Received HTTP response body
            public init(body: Components.Responses.CardNotFound.Body) {
                self.body = body
            }
        }
    }
}
extension Components {
    /// Types generated from the `#/components/headers` section of the OpenAPI document.
    public enum Headers {
        /// Whole seconds to wait, rounded up; at least 1.
        ///
        /// - Remark: Generated from `#/components/headers/RetryAfter`.
        public typealias RetryAfter = Swift.Int
    }
}
/// API operations, with input and output types, generated from `#/paths` in the OpenAPI document.
public enum Operations {
    /// Start signing in with an email address.
    ///
    /// A new address (or one without a PIN yet) gets `verifyEmail` and a `temporaryToken`; a
    /// six-digit code is emailed (in demo mode also readable at `GET /v1/dev/mailbox`) and
    /// expires after 10 minutes. A registered address gets `enterPin` (see ADR 0012: the sign-in
    /// flow tells the two apart; the per-address and per-client limits bound enumeration).
    /// A new code leaves the address's earlier codes working until one is used or they expire.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/login`.
    /// - Remark: Generated from `#/paths//v1/auth/login/post(login)`.
    public enum Login {
        public static let id: Swift.String = "login"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/login/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Login.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Login.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.Login.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/login/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/login/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.LoginRequest)
            }
            public var body: Operations.Login.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.Login.Input.Headers = .init(),
                body: Operations.Login.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.LoginStep
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.LoginStep) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/200/content/application\/json`.
                    case json(Operations.Login.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.Login.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Login.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.Login.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The next step.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/login/post(login)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.Login.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.Login.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `invalid_email`, or a body code: `malformed_body`, `missing_field`, `invalid_field`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/login/post(login)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Components.Responses.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Components.Responses.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/login/post(login)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/login/post(login)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            public struct TooManyRequests: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/429/headers`.
                public struct Headers: Sendable, Hashable {
                    /// Whole seconds to wait, rounded up; at least 1.
                    ///
                    /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/429/headers/Retry-After`.
                    public var retryAfter: Components.Headers.RetryAfter?
                    /// Creates a new `Headers`.
                    ///
                    /// - Parameters:
                    ///   - retryAfter: Whole seconds to wait, rounded up; at least 1.
                    public init(retryAfter: Components.Headers.RetryAfter? = nil) {
                        self.retryAfter = retryAfter
                    }
                }
                /// Received HTTP response headers
                public var headers: Operations.Login.Output.TooManyRequests.Headers
                /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/429/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/login/POST/responses/429/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Login.Output.TooManyRequests.Body
                /// Creates a new `TooManyRequests`.
                ///
                /// - Parameters:
                ///   - headers: Received HTTP response headers
                ///   - body: Received HTTP response body
                public init(
                    headers: Operations.Login.Output.TooManyRequests.Headers = .init(),
                    body: Operations.Login.Output.TooManyRequests.Body
                ) {
                    self.headers = headers
                    self.body = body
                }
            }
            /// `too_many_codes`: the address was sent 3 codes in the last 10 minutes; `Retry-After` says when the next may be sent.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/login/post(login)/responses/429`.
            ///
            /// HTTP response code: `429 tooManyRequests`.
            case tooManyRequests(Operations.Login.Output.TooManyRequests)
            /// The associated value of the enum case if `self` is `.tooManyRequests`.
            ///
            /// - Throws: An error if `self` is not `.tooManyRequests`.
            /// - SeeAlso: `.tooManyRequests`.
            public var tooManyRequests: Operations.Login.Output.TooManyRequests {
                get throws {
                    switch self {
                    case let .tooManyRequests(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "tooManyRequests",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Prove the email address with the emailed code.
    ///
    /// A login challenge is single-use and stops working after 5 wrong codes; using one ends the address's other codes. Each call counts against the client address's attempts.
    ///
    /// - Remark: HTTP `POST /v1/auth/verify`.
    /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)`.
    public enum VerifyEmail {
        public static let id: Swift.String = "verifyEmail"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/verify/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.VerifyEmail.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.VerifyEmail.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.VerifyEmail.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/verify/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.VerifyRequest)
            }
            public var body: Operations.VerifyEmail.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.VerifyEmail.Input.Headers = .init(),
                body: Operations.VerifyEmail.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Registration
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Registration) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/200/content/application\/json`.
                    case json(Operations.VerifyEmail.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.VerifyEmail.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.VerifyEmail.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.VerifyEmail.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The token that lets the user choose a PIN (expires after 10 minutes).
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.VerifyEmail.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.VerifyEmail.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.VerifyEmail.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.VerifyEmail.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_code_format` (not six digits), or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.VerifyEmail.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.VerifyEmail.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct Unauthorized: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/401/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/401/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.VerifyEmail.Output.Unauthorized.Body
                /// Creates a new `Unauthorized`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.VerifyEmail.Output.Unauthorized.Body) {
                    self.body = body
                }
            }
            /// `invalid_token` (unknown or used temporary token) or `invalid_code` (wrong code, with `attemptsLeft`; the last wrong one is answered 429 `too_many_attempts`).
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Operations.VerifyEmail.Output.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Operations.VerifyEmail.Output.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct Gone: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/410/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/410/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.VerifyEmail.Output.Gone.Body
                /// Creates a new `Gone`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.VerifyEmail.Output.Gone.Body) {
                    self.body = body
                }
            }
            /// `code_expired`: sign in again for a new code.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/410`.
            ///
            /// HTTP response code: `410 gone`.
            case gone(Operations.VerifyEmail.Output.Gone)
            /// The associated value of the enum case if `self` is `.gone`.
            ///
            /// - Throws: An error if `self` is not `.gone`.
            /// - SeeAlso: `.gone`.
            public var gone: Operations.VerifyEmail.Output.Gone {
                get throws {
                    switch self {
                    case let .gone(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "gone",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            public struct TooManyRequests: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/429/headers`.
                public struct Headers: Sendable, Hashable {
                    /// Whole seconds to wait, rounded up; at least 1.
                    ///
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/429/headers/Retry-After`.
                    public var retryAfter: Components.Headers.RetryAfter?
                    /// Creates a new `Headers`.
                    ///
                    /// - Parameters:
                    ///   - retryAfter: Whole seconds to wait, rounded up; at least 1.
                    public init(retryAfter: Components.Headers.RetryAfter? = nil) {
                        self.retryAfter = retryAfter
                    }
                }
                /// Received HTTP response headers
                public var headers: Operations.VerifyEmail.Output.TooManyRequests.Headers
                /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/429/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/verify/POST/responses/429/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.VerifyEmail.Output.TooManyRequests.Body
                /// Creates a new `TooManyRequests`.
                ///
                /// - Parameters:
                ///   - headers: Received HTTP response headers
                ///   - body: Received HTTP response body
                public init(
                    headers: Operations.VerifyEmail.Output.TooManyRequests.Headers = .init(),
                    body: Operations.VerifyEmail.Output.TooManyRequests.Body
                ) {
                    self.headers = headers
                    self.body = body
                }
            }
            /// `too_many_attempts`: 5 wrong codes; even the right one is refused now. Or `too_many_requests`: the client address used up its attempts; `Retry-After` says when to try again.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/verify/post(verifyEmail)/responses/429`.
            ///
            /// HTTP response code: `429 tooManyRequests`.
            case tooManyRequests(Operations.VerifyEmail.Output.TooManyRequests)
            /// The associated value of the enum case if `self` is `.tooManyRequests`.
            ///
            /// - Throws: An error if `self` is not `.tooManyRequests`.
            /// - SeeAlso: `.tooManyRequests`.
            public var tooManyRequests: Operations.VerifyEmail.Output.TooManyRequests {
                get throws {
                    switch self {
                    case let .tooManyRequests(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "tooManyRequests",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Choose the first PIN and sign in.
    ///
    /// The registration token is single-use. The PIN is stored as a PBKDF2-SHA256 hash.
    ///
    /// - Remark: HTTP `POST /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)`.
    public enum ChoosePin {
        public static let id: Swift.String = "choosePin"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/pin/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChoosePin.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChoosePin.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ChoosePin.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/pin/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.ChoosePinRequest)
            }
            public var body: Operations.ChoosePin.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.ChoosePin.Input.Headers = .init(),
                body: Operations.ChoosePin.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Session
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Session) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/200/content/application\/json`.
                    case json(Operations.ChoosePin.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ChoosePin.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChoosePin.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChoosePin.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The user is registered; a new session.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ChoosePin.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ChoosePin.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChoosePin.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChoosePin.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_pin_format` (not six digits), `name_required` (a new user gave no `firstName`), `invalid_name` or `invalid_characters` (the name), or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.ChoosePin.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.ChoosePin.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct Unauthorized: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/401/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/401/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChoosePin.Output.Unauthorized.Body
                /// Creates a new `Unauthorized`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChoosePin.Output.Unauthorized.Body) {
                    self.body = body
                }
            }
            /// `invalid_token`: unknown or used registration token.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Operations.ChoosePin.Output.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Operations.ChoosePin.Output.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct Gone: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/410/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/POST/responses/410/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChoosePin.Output.Gone.Body
                /// Creates a new `Gone`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChoosePin.Output.Gone.Body) {
                    self.body = body
                }
            }
            /// `token_expired`: verify the email again.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/410`.
            ///
            /// HTTP response code: `410 gone`.
            case gone(Operations.ChoosePin.Output.Gone)
            /// The associated value of the enum case if `self` is `.gone`.
            ///
            /// - Throws: An error if `self` is not `.gone`.
            /// - SeeAlso: `.gone`.
            public var gone: Operations.ChoosePin.Output.Gone {
                get throws {
                    switch self {
                    case let .gone(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "gone",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// `busy`: too many PIN checks wait already; try again after `Retry-After`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/post(choosePin)/responses/503`.
            ///
            /// HTTP response code: `503 serviceUnavailable`.
            case serviceUnavailable(Components.Responses.Busy)
            /// The associated value of the enum case if `self` is `.serviceUnavailable`.
            ///
            /// - Throws: An error if `self` is not `.serviceUnavailable`.
            /// - SeeAlso: `.serviceUnavailable`.
            public var serviceUnavailable: Components.Responses.Busy {
                get throws {
                    switch self {
                    case let .serviceUnavailable(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "serviceUnavailable",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Change the PIN.
    ///
    /// - Remark: HTTP `PUT /v1/auth/pin`.
    /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)`.
    public enum ChangePin {
        public static let id: Swift.String = "changePin"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChangePin.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChangePin.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ChangePin.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/requestBody/content/application\/json`.
                case json(Components.Schemas.ChangePinRequest)
            }
            public var body: Operations.ChangePin.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.ChangePin.Input.Headers = .init(),
                body: Operations.ChangePin.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Empty
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Empty) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/200/content/application\/json`.
                    case json(Operations.ChangePin.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ChangePin.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChangePin.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChangePin.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The PIN changed.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ChangePin.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ChangePin.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChangePin.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChangePin.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_pin_format` (either PIN not six digits), or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.ChangePin.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.ChangePin.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct Unauthorized: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/401/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/pin/PUT/responses/401/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChangePin.Output.Unauthorized.Body
                /// Creates a new `Unauthorized`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChangePin.Output.Unauthorized.Body) {
                    self.body = body
                }
            }
            /// `unauthorized`, or `invalid_pin`: the old PIN is wrong (it counts towards the lockout; `attemptsLeft` says how many more lock it).
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Operations.ChangePin.Output.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Operations.ChangePin.Output.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// `account_locked`: too many wrong PINs. The error's `lockedUntil` says when the lock ends (every PIN, even the right one, is refused until then); `Retry-After` says in how many seconds.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/423`.
            ///
            /// HTTP response code: `423 code423`.
            case code423(Components.Responses.AccountLocked)
            /// The associated value of the enum case if `self` is `.code423`.
            ///
            /// - Throws: An error if `self` is not `.code423`.
            /// - SeeAlso: `.code423`.
            public var code423: Components.Responses.AccountLocked {
                get throws {
                    switch self {
                    case let .code423(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "code423",
                            response: self
                        )
                    }
                }
            }
            /// `busy`: too many PIN checks wait already; try again after `Retry-After`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/pin/put(changePin)/responses/503`.
            ///
            /// HTTP response code: `503 serviceUnavailable`.
            case serviceUnavailable(Components.Responses.Busy)
            /// The associated value of the enum case if `self` is `.serviceUnavailable`.
            ///
            /// - Throws: An error if `self` is not `.serviceUnavailable`.
            /// - SeeAlso: `.serviceUnavailable`.
            public var serviceUnavailable: Components.Responses.Busy {
                get throws {
                    switch self {
                    case let .serviceUnavailable(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "serviceUnavailable",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Sign in with email and PIN.
    ///
    /// 5 wrong PINs lock the account for a growing period (1, 5, 15, 60 … minutes); while it is
    /// locked every PIN, even the right one, is refused. A success resets the count. Each call
    /// counts against the client address's attempts.
    ///
    ///
    /// - Remark: HTTP `POST /v1/auth/unlock`.
    /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)`.
    public enum Unlock {
        public static let id: Swift.String = "unlock"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Unlock.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Unlock.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.Unlock.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.UnlockRequest)
            }
            public var body: Operations.Unlock.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.Unlock.Input.Headers = .init(),
                body: Operations.Unlock.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Session
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Session) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/200/content/application\/json`.
                    case json(Operations.Unlock.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.Unlock.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Unlock.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.Unlock.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// A new session.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.Unlock.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.Unlock.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Unlock.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.Unlock.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_email`, `invalid_pin_format`, or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.Unlock.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.Unlock.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct Unauthorized: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/401/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/unlock/POST/responses/401/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Unlock.Output.Unauthorized.Body
                /// Creates a new `Unauthorized`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.Unlock.Output.Unauthorized.Body) {
                    self.body = body
                }
            }
            /// `invalid_pin` (wrong PIN, with `attemptsLeft`) or `invalid_credentials` (unknown or unregistered email; which is not revealed).
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Operations.Unlock.Output.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Operations.Unlock.Output.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// `account_locked`: too many wrong PINs. The error's `lockedUntil` says when the lock ends (every PIN, even the right one, is refused until then); `Retry-After` says in how many seconds.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/423`.
            ///
            /// HTTP response code: `423 code423`.
            case code423(Components.Responses.AccountLocked)
            /// The associated value of the enum case if `self` is `.code423`.
            ///
            /// - Throws: An error if `self` is not `.code423`.
            /// - SeeAlso: `.code423`.
            public var code423: Components.Responses.AccountLocked {
                get throws {
                    switch self {
                    case let .code423(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "code423",
                            response: self
                        )
                    }
                }
            }
            /// `too_many_requests`: the client address used up its attempts for now; `Retry-After` says when to try again.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/429`.
            ///
            /// HTTP response code: `429 tooManyRequests`.
            case tooManyRequests(Components.Responses.TooManyRequests)
            /// The associated value of the enum case if `self` is `.tooManyRequests`.
            ///
            /// - Throws: An error if `self` is not `.tooManyRequests`.
            /// - SeeAlso: `.tooManyRequests`.
            public var tooManyRequests: Components.Responses.TooManyRequests {
                get throws {
                    switch self {
                    case let .tooManyRequests(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "tooManyRequests",
                            response: self
                        )
                    }
                }
            }
            /// `busy`: too many PIN checks wait already; try again after `Retry-After`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/unlock/post(unlock)/responses/503`.
            ///
            /// HTTP response code: `503 serviceUnavailable`.
            case serviceUnavailable(Components.Responses.Busy)
            /// The associated value of the enum case if `self` is `.serviceUnavailable`.
            ///
            /// - Throws: An error if `self` is not `.serviceUnavailable`.
            /// - SeeAlso: `.serviceUnavailable`.
            public var serviceUnavailable: Components.Responses.Busy {
                get throws {
                    switch self {
                    case let .serviceUnavailable(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "serviceUnavailable",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Trade a refresh token for a new session.
    ///
    /// Rotation: the refresh token used stops working. Presenting a used one again ends every session renewed from the same sign-in (RFC 9700 §4.14.2), since it may have been stolen.
    ///
    /// - Remark: HTTP `POST /v1/auth/refresh`.
    /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)`.
    public enum RefreshSession {
        public static let id: Swift.String = "refreshSession"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.RefreshSession.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.RefreshSession.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.RefreshSession.Input.Headers
            /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.RefreshRequest)
            }
            public var body: Operations.RefreshSession.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.RefreshSession.Input.Headers = .init(),
                body: Operations.RefreshSession.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Session
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Session) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/200/content/application\/json`.
                    case json(Operations.RefreshSession.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.RefreshSession.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.RefreshSession.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.RefreshSession.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// A new session.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.RefreshSession.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.RefreshSession.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `invalid_email`, or a body code: `malformed_body`, `missing_field`, `invalid_field`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Components.Responses.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Components.Responses.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct Unauthorized: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/401/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/refresh/POST/responses/401/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.RefreshSession.Output.Unauthorized.Body
                /// Creates a new `Unauthorized`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.RefreshSession.Output.Unauthorized.Body) {
                    self.body = body
                }
            }
            /// `invalid_refresh_token`: unknown, expired, used or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Operations.RefreshSession.Output.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Operations.RefreshSession.Output.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/refresh/post(refreshSession)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// End the current session.
    ///
    /// Its access and refresh tokens stop working.
    ///
    /// - Remark: HTTP `POST /v1/auth/logout`.
    /// - Remark: Generated from `#/paths//v1/auth/logout/post(logout)`.
    public enum Logout {
        public static let id: Swift.String = "logout"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/auth/logout/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Logout.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.Logout.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.Logout.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.Logout.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/auth/logout/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/auth/logout/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/auth/logout/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Empty
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Empty) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/auth/logout/POST/responses/200/content/application\/json`.
                    case json(Operations.Logout.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.Logout.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.Logout.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.Logout.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// Signed out.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/logout/post(logout)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.Logout.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.Logout.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/auth/logout/post(logout)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Demo only: the last code "emailed" to an address.
    ///
    /// Registered only when the gateway runs with `--demo`; otherwise 404 `not_found`.
    ///
    /// - Remark: HTTP `GET /v1/dev/mailbox`.
    /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)`.
    public enum DevMailbox {
        public static let id: Swift.String = "devMailbox"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/query`.
            public struct Query: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/query/email`.
                public var email: Swift.String
                /// Creates a new `Query`.
                ///
                /// - Parameters:
                ///   - email:
                public init(email: Swift.String) {
                    self.email = email
                }
            }
            public var query: Operations.DevMailbox.Input.Query
            /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.DevMailbox.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.DevMailbox.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.DevMailbox.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - query:
            ///   - headers:
            public init(
                query: Operations.DevMailbox.Input.Query,
                headers: Operations.DevMailbox.Input.Headers = .init()
            ) {
                self.query = query
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Mail
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Mail) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/200/content/application\/json`.
                    case json(Operations.DevMailbox.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.DevMailbox.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.DevMailbox.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.DevMailbox.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The last code sent.
            ///
            /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.DevMailbox.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.DevMailbox.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.DevMailbox.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.DevMailbox.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_email`.
            ///
            /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.DevMailbox.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.DevMailbox.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/dev/mailbox/GET/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.DevMailbox.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.DevMailbox.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `no_mail`: no code was sent to that address.
            ///
            /// - Remark: Generated from `#/paths//v1/dev/mailbox/get(devMailbox)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.DevMailbox.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.DevMailbox.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's accounts with their balances.
    ///
    /// - Remark: HTTP `GET /v1/accounts`.
    /// - Remark: Generated from `#/paths//v1/accounts/get(listAccounts)`.
    public enum ListAccounts {
        public static let id: Swift.String = "listAccounts"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/accounts/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListAccounts.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListAccounts.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ListAccounts.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.ListAccounts.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/accounts/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/accounts/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/accounts/GET/responses/200/content/json/payload`.
                        public var payload: [Components.Schemas.Account]
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: [Components.Schemas.Account]) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/accounts/GET/responses/200/content/application\/json`.
                    case json(Operations.ListAccounts.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ListAccounts.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListAccounts.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListAccounts.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The accounts.
            ///
            /// - Remark: Generated from `#/paths//v1/accounts/get(listAccounts)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ListAccounts.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ListAccounts.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/accounts/get(listAccounts)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's cards.
    ///
    /// - Remark: HTTP `GET /v1/cards`.
    /// - Remark: Generated from `#/paths//v1/cards/get(listCards)`.
    public enum ListCards {
        public static let id: Swift.String = "listCards"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/cards/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListCards.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListCards.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ListCards.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.ListCards.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/cards/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/cards/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/cards/GET/responses/200/content/json/payload`.
                        public var payload: [Components.Schemas.Card]
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: [Components.Schemas.Card]) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/cards/GET/responses/200/content/application\/json`.
                    case json(Operations.ListCards.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ListCards.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListCards.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListCards.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The cards.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/get(listCards)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ListCards.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ListCards.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/get(listCards)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// One card.
    ///
    /// - Remark: HTTP `GET /v1/cards/{id}`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)`.
    public enum GetCard {
        public static let id: Swift.String = "getCard"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/cards/{id}/GET/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/cards/{id}/GET/path/id`.
                public var id: Components.Parameters.CardID
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Components.Parameters.CardID) {
                    self.id = id
                }
            }
            public var path: Operations.GetCard.Input.Path
            /// - Remark: Generated from `#/paths/v1/cards/{id}/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetCard.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetCard.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.GetCard.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.GetCard.Input.Path,
                headers: Operations.GetCard.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            /// The card.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Components.Responses.Card)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Components.Responses.Card {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `card_not_found` (also for another user's card).
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/get(getCard)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Components.Responses.CardNotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Components.Responses.CardNotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Freeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/freeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)`.
    public enum FreezeCard {
        public static let id: Swift.String = "freezeCard"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/cards/{id}/freeze/POST/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/cards/{id}/freeze/POST/path/id`.
                public var id: Components.Parameters.CardID
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Components.Parameters.CardID) {
                    self.id = id
                }
            }
            public var path: Operations.FreezeCard.Input.Path
            /// - Remark: Generated from `#/paths/v1/cards/{id}/freeze/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.FreezeCard.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.FreezeCard.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.FreezeCard.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.FreezeCard.Input.Path,
                headers: Operations.FreezeCard.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            /// The card.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Components.Responses.Card)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Components.Responses.Card {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `card_not_found` (also for another user's card).
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/freeze/post(freezeCard)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Components.Responses.CardNotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Components.Responses.CardNotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Unfreeze a card (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/cards/{id}/unfreeze`.
    /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)`.
    public enum UnfreezeCard {
        public static let id: Swift.String = "unfreezeCard"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/cards/{id}/unfreeze/POST/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/cards/{id}/unfreeze/POST/path/id`.
                public var id: Components.Parameters.CardID
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Components.Parameters.CardID) {
                    self.id = id
                }
            }
            public var path: Operations.UnfreezeCard.Input.Path
            /// - Remark: Generated from `#/paths/v1/cards/{id}/unfreeze/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.UnfreezeCard.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.UnfreezeCard.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.UnfreezeCard.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.UnfreezeCard.Input.Path,
                headers: Operations.UnfreezeCard.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            /// The card.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Components.Responses.Card)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Components.Responses.Card {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `card_not_found` (also for another user's card).
            ///
            /// - Remark: Generated from `#/paths//v1/cards/{id}/unfreeze/post(unfreezeCard)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Components.Responses.CardNotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Components.Responses.CardNotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's transactions, newest first, one page at a time, optionally searched or for one account.
    ///
    /// - Remark: HTTP `GET /v1/transactions`.
    /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)`.
    public enum ListTransactions {
        public static let id: Swift.String = "listTransactions"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/transactions/GET/query`.
            public struct Query: Sendable, Hashable {
                /// The `nextCursor` of the previous page; omit it for the first page. Opaque and signed; cursors do not outlive a gateway restart.
                ///
                /// - Remark: Generated from `#/paths/v1/transactions/GET/query/cursor`.
                public var cursor: Swift.String?
                /// The page size.
                ///
                /// - Remark: Generated from `#/paths/v1/transactions/GET/query/limit`.
                public var limit: Swift.Int?
                /// Only transactions whose description or counterparty contains this text (trimmed; ASCII letters in any case; `%` and `_` are literal). A cursor pages within the same filters.
                ///
                /// - Remark: Generated from `#/paths/v1/transactions/GET/query/q`.
                public var q: Swift.String?
                /// Only this account's transactions; it must be one of the user's accounts.
                ///
                /// - Remark: Generated from `#/paths/v1/transactions/GET/query/accountId`.
                public var accountId: Swift.String?
                /// Creates a new `Query`.
                ///
                /// - Parameters:
                ///   - cursor: The `nextCursor` of the previous page; omit it for the first page. Opaque and signed; cursors do not outlive a gateway restart.
                ///   - limit: The page size.
                ///   - q: Only transactions whose description or counterparty contains this text (trimmed; ASCII letters in any case; `%` and `_` are literal). A cursor pages within the same filters.
                ///   - accountId: Only this account's transactions; it must be one of the user's accounts.
                public init(
                    cursor: Swift.String? = nil,
                    limit: Swift.Int? = nil,
                    q: Swift.String? = nil,
                    accountId: Swift.String? = nil
                ) {
                    self.cursor = cursor
                    self.limit = limit
                    self.q = q
                    self.accountId = accountId
                }
            }
            public var query: Operations.ListTransactions.Input.Query
            /// - Remark: Generated from `#/paths/v1/transactions/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListTransactions.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListTransactions.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ListTransactions.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - query:
            ///   - headers:
            public init(
                query: Operations.ListTransactions.Input.Query = .init(),
                headers: Operations.ListTransactions.Input.Headers = .init()
            ) {
                self.query = query
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.TransactionPage
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.TransactionPage) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/200/content/application\/json`.
                    case json(Operations.ListTransactions.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ListTransactions.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListTransactions.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListTransactions.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// A page of transactions.
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ListTransactions.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ListTransactions.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListTransactions.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListTransactions.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_limit` (not 1…200), `invalid_cursor` (not a cursor this gateway returned) or `invalid_query` (`q` longer than 100 characters or with a control, format or separator character).
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.ListTransactions.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.ListTransactions.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transactions/GET/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListTransactions.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListTransactions.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `account_not_found`: `accountId` is not one of the user's accounts.
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/get(listTransactions)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.ListTransactions.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.ListTransactions.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// One of the user's transactions, as the list shows it (the target of `payred://transactions/ID` links).
    ///
    /// - Remark: HTTP `GET /v1/transactions/{id}`.
    /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)`.
    public enum GetTransaction {
        public static let id: Swift.String = "getTransaction"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/path/id`.
                public var id: Swift.String
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Swift.String) {
                    self.id = id
                }
            }
            public var path: Operations.GetTransaction.Input.Path
            /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetTransaction.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetTransaction.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.GetTransaction.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.GetTransaction.Input.Path,
                headers: Operations.GetTransaction.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Transaction
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Transaction) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/200/content/application\/json`.
                    case json(Operations.GetTransaction.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.GetTransaction.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetTransaction.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetTransaction.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The transaction.
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.GetTransaction.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.GetTransaction.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transactions/{id}/GET/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetTransaction.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetTransaction.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `transaction_not_found` (also for another user's transaction).
            ///
            /// - Remark: Generated from `#/paths//v1/transactions/{id}/get(getTransaction)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.GetTransaction.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.GetTransaction.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Send money from one of the user's accounts, exactly once per Idempotency-Key.
    ///
    /// The destination is exactly one of `toIban` and `payeeId`. The transfer is one atomic
    /// double-entry movement: the source is debited (never below zero) and the PayRed account
    /// holding the IBAN (the user's or another user's, who gets a transaction, a notification and
    /// a live event) is credited, or the clearing account for another bank; the response is
    /// stored under the key. Retrying with the same key and body answers the stored
    /// response (same status, identical body), even for concurrent retries.
    ///
    ///
    /// - Remark: HTTP `POST /v1/transfers`.
    /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)`.
    public enum CreateTransfer {
        public static let id: Swift.String = "createTransfer"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/transfers/POST/header`.
            public struct Headers: Sendable, Hashable {
                /// Unique per intended transfer, at most 255 characters.
                ///
                /// - Remark: Generated from `#/paths/v1/transfers/POST/header/Idempotency-Key`.
                public var idempotencyKey: Swift.String
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.CreateTransfer.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - idempotencyKey: Unique per intended transfer, at most 255 characters.
                ///   - accept:
                public init(
                    idempotencyKey: Swift.String,
                    accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.CreateTransfer.AcceptableContentType>] = .defaultValues()
                ) {
                    self.idempotencyKey = idempotencyKey
                    self.accept = accept
                }
            }
            public var headers: Operations.CreateTransfer.Input.Headers
            /// - Remark: Generated from `#/paths/v1/transfers/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transfers/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.TransferRequest)
            }
            public var body: Operations.CreateTransfer.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.CreateTransfer.Input.Headers,
                body: Operations.CreateTransfer.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Created: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/201/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/201/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/201/content/json/payload`.
                        public var payload: Components.Schemas.Transfer
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Transfer) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/201/content/application\/json`.
                    case json(Operations.CreateTransfer.Output.Created.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.CreateTransfer.Output.Created.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreateTransfer.Output.Created.Body
                /// Creates a new `Created`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreateTransfer.Output.Created.Body) {
                    self.body = body
                }
            }
            /// The transfer (also for a replay of the same key and body).
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/201`.
            ///
            /// HTTP response code: `201 created`.
            case created(Operations.CreateTransfer.Output.Created)
            /// The associated value of the enum case if `self` is `.created`.
            ///
            /// - Throws: An error if `self` is not `.created`.
            /// - SeeAlso: `.created`.
            public var created: Operations.CreateTransfer.Output.Created {
                get throws {
                    switch self {
                    case let .created(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "created",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreateTransfer.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreateTransfer.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `missing_idempotency_key`, `invalid_idempotency_key` (longer than 255 characters, sent more than once, or holding a comma), `invalid_destination` (not exactly one of toIban/payeeId), `invalid_iban`, `invalid_amount` (not positive), `unknown_currency`, `invalid_description` (more than 140 characters), `invalid_characters` (a control, format or separator character in the description), or a body code (`minorUnits` that is not a whole-number literal within 64 bits, such as `1250.0`, `1e3` or `1.99999999999999999`, however its key is escaped, is `invalid_field`; a body that is not a JSON object is `malformed_body`).
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.CreateTransfer.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.CreateTransfer.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreateTransfer.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreateTransfer.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `account_not_found` or `payee_not_found`.
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.CreateTransfer.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.CreateTransfer.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            public struct UnprocessableContent: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/422/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/transfers/POST/responses/422/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreateTransfer.Output.UnprocessableContent.Body
                /// Creates a new `UnprocessableContent`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreateTransfer.Output.UnprocessableContent.Body) {
                    self.body = body
                }
            }
            /// `insufficient_funds` (nothing changes), `account_frozen` (the source account is frozen; nothing changes), `currency_mismatch` (not the source account's currency), `same_account`, or `idempotency_key_reused` (the key was used with another body).
            ///
            /// - Remark: Generated from `#/paths//v1/transfers/post(createTransfer)/responses/422`.
            ///
            /// HTTP response code: `422 unprocessableContent`.
            case unprocessableContent(Operations.CreateTransfer.Output.UnprocessableContent)
            /// The associated value of the enum case if `self` is `.unprocessableContent`.
            ///
            /// - Throws: An error if `self` is not `.unprocessableContent`.
            /// - SeeAlso: `.unprocessableContent`.
            public var unprocessableContent: Operations.CreateTransfer.Output.UnprocessableContent {
                get throws {
                    switch self {
                    case let .unprocessableContent(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unprocessableContent",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's saved payees.
    ///
    /// - Remark: HTTP `GET /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/get(listPayees)`.
    public enum ListPayees {
        public static let id: Swift.String = "listPayees"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/payees/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListPayees.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListPayees.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ListPayees.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.ListPayees.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/payees/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/payees/GET/responses/200/content/json/payload`.
                        public var payload: [Components.Schemas.Payee]
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: [Components.Schemas.Payee]) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/payees/GET/responses/200/content/application\/json`.
                    case json(Operations.ListPayees.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ListPayees.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListPayees.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListPayees.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The payees.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/get(listPayees)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ListPayees.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ListPayees.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/get(listPayees)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Save a payee.
    ///
    /// - Remark: HTTP `POST /v1/payees`.
    /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)`.
    public enum CreatePayee {
        public static let id: Swift.String = "createPayee"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/payees/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.CreatePayee.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.CreatePayee.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.CreatePayee.Input.Headers
            /// - Remark: Generated from `#/paths/v1/payees/POST/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/POST/requestBody/content/application\/json`.
                case json(Components.Schemas.PayeeRequest)
            }
            public var body: Operations.CreatePayee.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.CreatePayee.Input.Headers = .init(),
                body: Operations.CreatePayee.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Created: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/POST/responses/201/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/payees/POST/responses/201/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/payees/POST/responses/201/content/json/payload`.
                        public var payload: Components.Schemas.Payee
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Payee) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/payees/POST/responses/201/content/application\/json`.
                    case json(Operations.CreatePayee.Output.Created.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.CreatePayee.Output.Created.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreatePayee.Output.Created.Body
                /// Creates a new `Created`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreatePayee.Output.Created.Body) {
                    self.body = body
                }
            }
            /// The new payee.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/201`.
            ///
            /// HTTP response code: `201 created`.
            case created(Operations.CreatePayee.Output.Created)
            /// The associated value of the enum case if `self` is `.created`.
            ///
            /// - Throws: An error if `self` is not `.created`.
            /// - SeeAlso: `.created`.
            public var created: Operations.CreatePayee.Output.Created {
                get throws {
                    switch self {
                    case let .created(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "created",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/POST/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/payees/POST/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreatePayee.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreatePayee.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_name` (empty or over 70 characters once trimmed), `invalid_characters` (a control, format or separator character in the name), `invalid_iban`, or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.CreatePayee.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.CreatePayee.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct Conflict: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/POST/responses/409/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/payees/POST/responses/409/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.CreatePayee.Output.Conflict.Body
                /// Creates a new `Conflict`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.CreatePayee.Output.Conflict.Body) {
                    self.body = body
                }
            }
            /// `payee_exists`: the user already has a payee with that IBAN.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/409`.
            ///
            /// HTTP response code: `409 conflict`.
            case conflict(Operations.CreatePayee.Output.Conflict)
            /// The associated value of the enum case if `self` is `.conflict`.
            ///
            /// - Throws: An error if `self` is not `.conflict`.
            /// - SeeAlso: `.conflict`.
            public var conflict: Operations.CreatePayee.Output.Conflict {
                get throws {
                    switch self {
                    case let .conflict(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "conflict",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/post(createPayee)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Delete a payee.
    ///
    /// - Remark: HTTP `DELETE /v1/payees/{id}`.
    /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)`.
    public enum DeletePayee {
        public static let id: Swift.String = "deletePayee"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/payees/{id}/DELETE/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/{id}/DELETE/path/id`.
                public var id: Swift.String
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Swift.String) {
                    self.id = id
                }
            }
            public var path: Operations.DeletePayee.Input.Path
            /// - Remark: Generated from `#/paths/v1/payees/{id}/DELETE/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.DeletePayee.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.DeletePayee.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.DeletePayee.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.DeletePayee.Input.Path,
                headers: Operations.DeletePayee.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct NoContent: Sendable, Hashable {
                /// Creates a new `NoContent`.
                public init() {}
            }
            /// Deleted; no body.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)/responses/204`.
            ///
            /// HTTP response code: `204 noContent`.
            case noContent(Operations.DeletePayee.Output.NoContent)
            /// Deleted; no body.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)/responses/204`.
            ///
            /// HTTP response code: `204 noContent`.
            public static var noContent: Self {
                .noContent(.init())
            }
            /// The associated value of the enum case if `self` is `.noContent`.
            ///
            /// - Throws: An error if `self` is not `.noContent`.
            /// - SeeAlso: `.noContent`.
            public var noContent: Operations.DeletePayee.Output.NoContent {
                get throws {
                    switch self {
                    case let .noContent(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "noContent",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/payees/{id}/DELETE/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/payees/{id}/DELETE/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.DeletePayee.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.DeletePayee.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `payee_not_found` (also for another user's payee).
            ///
            /// - Remark: Generated from `#/paths//v1/payees/{id}/delete(deletePayee)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.DeletePayee.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.DeletePayee.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's names, email, picture and favourites.
    ///
    /// - Remark: HTTP `GET /v1/profile`.
    /// - Remark: Generated from `#/paths//v1/profile/get(getProfile)`.
    public enum GetProfile {
        public static let id: Swift.String = "getProfile"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/profile/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetProfile.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetProfile.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.GetProfile.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.GetProfile.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/profile/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/profile/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/profile/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Profile
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Profile) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/profile/GET/responses/200/content/application\/json`.
                    case json(Operations.GetProfile.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.GetProfile.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetProfile.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetProfile.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The profile. Image URLs are absolute, on the host the request named.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/get(getProfile)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.GetProfile.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.GetProfile.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/get(getProfile)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Change the name other people see.
    ///
    /// - Remark: HTTP `PUT /v1/profile/name`.
    /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)`.
    public enum ChangeName {
        public static let id: Swift.String = "changeName"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/profile/name/PUT/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChangeName.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ChangeName.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ChangeName.Input.Headers
            /// - Remark: Generated from `#/paths/v1/profile/name/PUT/requestBody`.
            @frozen public enum Body: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/profile/name/PUT/requestBody/content/application\/json`.
                case json(Components.Schemas.NameChangeRequest)
            }
            public var body: Operations.ChangeName.Input.Body
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            ///   - body:
            public init(
                headers: Operations.ChangeName.Input.Headers = .init(),
                body: Operations.ChangeName.Input.Body
            ) {
                self.headers = headers
                self.body = body
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Profile
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Profile) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/200/content/application\/json`.
                    case json(Operations.ChangeName.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ChangeName.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChangeName.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChangeName.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The profile with its new name.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ChangeName.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ChangeName.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/profile/name/PUT/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ChangeName.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ChangeName.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_name` (no first name, or a part longer than 50 characters), `invalid_characters`, or a body code.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.ChangeName.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.ChangeName.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// `body_too_large`: the body is over 1 MiB.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/413`.
            ///
            /// HTTP response code: `413 contentTooLarge`.
            case contentTooLarge(Components.Responses.BodyTooLarge)
            /// The associated value of the enum case if `self` is `.contentTooLarge`.
            ///
            /// - Throws: An error if `self` is not `.contentTooLarge`.
            /// - SeeAlso: `.contentTooLarge`.
            public var contentTooLarge: Components.Responses.BodyTooLarge {
                get throws {
                    switch self {
                    case let .contentTooLarge(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "contentTooLarge",
                            response: self
                        )
                    }
                }
            }
            /// `unsupported_media_type`: a body sent without `Content-Type: application/json`.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/415`.
            ///
            /// HTTP response code: `415 unsupportedMediaType`.
            case unsupportedMediaType(Components.Responses.UnsupportedMediaType)
            /// The associated value of the enum case if `self` is `.unsupportedMediaType`.
            ///
            /// - Throws: An error if `self` is not `.unsupportedMediaType`.
            /// - SeeAlso: `.unsupportedMediaType`.
            public var unsupportedMediaType: Components.Responses.UnsupportedMediaType {
                get throws {
                    switch self {
                    case let .unsupportedMediaType(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unsupportedMediaType",
                            response: self
                        )
                    }
                }
            }
            /// `busy`: too many PIN checks wait already; try again after `Retry-After`.
            ///
            /// - Remark: Generated from `#/paths//v1/profile/name/put(changeName)/responses/503`.
            ///
            /// HTTP response code: `503 serviceUnavailable`.
            case serviceUnavailable(Components.Responses.Busy)
            /// The associated value of the enum case if `self` is `.serviceUnavailable`.
            ///
            /// - Throws: An error if `self` is not `.serviceUnavailable`.
            /// - SeeAlso: `.serviceUnavailable`.
            public var serviceUnavailable: Components.Responses.Busy {
                get throws {
                    switch self {
                    case let .serviceUnavailable(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "serviceUnavailable",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's live events, as a WebSocket.
    ///
    /// Send as a WebSocket upgrade with the access token. The server sends text frames, each one
    /// JSON object: first `{"type":"stream.ready","lastEventId":N}`, then every event after
    /// `after` (or `Last-Event-ID`; without either, only events from now on) as
    /// `{"id":N,"type":T,"createdAt":…,"data":{…}}` in commit order, so an app that reconnects
    /// with the last id it saw misses nothing. Types: `money.received` (`transactionId`,
    /// `accountId`, `amount`, `from`), `card.changed` (`cardId`, `frozen`),
    /// `notifications.changed` (`unread`). When the app's sign-in ends the server sends
    /// `{"type":"session.revoked"}` and closes. Without an upgrade the route answers 426.
    ///
    ///
    /// - Remark: HTTP `GET /v1/events`.
    /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)`.
    public enum StreamEvents {
        public static let id: Swift.String = "streamEvents"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/events/GET/query`.
            public struct Query: Sendable, Hashable {
                /// The last event id the app saw.
                ///
                /// - Remark: Generated from `#/paths/v1/events/GET/query/after`.
                public var after: Swift.Int?
                /// Creates a new `Query`.
                ///
                /// - Parameters:
                ///   - after: The last event id the app saw.
                public init(after: Swift.Int? = nil) {
                    self.after = after
                }
            }
            public var query: Operations.StreamEvents.Input.Query
            /// - Remark: Generated from `#/paths/v1/events/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.StreamEvents.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.StreamEvents.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.StreamEvents.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - query:
            ///   - headers:
            public init(
                query: Operations.StreamEvents.Input.Query = .init(),
                headers: Operations.StreamEvents.Input.Headers = .init()
            ) {
                self.query = query
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct SwitchingProtocols: Sendable, Hashable {
                /// Creates a new `SwitchingProtocols`.
                public init() {}
            }
            /// Switching to the WebSocket event stream.
            ///
            /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)/responses/101`.
            ///
            /// HTTP response code: `101 switchingProtocols`.
            case switchingProtocols(Operations.StreamEvents.Output.SwitchingProtocols)
            /// Switching to the WebSocket event stream.
            ///
            /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)/responses/101`.
            ///
            /// HTTP response code: `101 switchingProtocols`.
            public static var switchingProtocols: Self {
                .switchingProtocols(.init())
            }
            /// The associated value of the enum case if `self` is `.switchingProtocols`.
            ///
            /// - Throws: An error if `self` is not `.switchingProtocols`.
            /// - SeeAlso: `.switchingProtocols`.
            public var switchingProtocols: Operations.StreamEvents.Output.SwitchingProtocols {
                get throws {
                    switch self {
                    case let .switchingProtocols(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "switchingProtocols",
                            response: self
                        )
                    }
                }
            }
            public struct BadRequest: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/events/GET/responses/400/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/events/GET/responses/400/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.StreamEvents.Output.BadRequest.Body
                /// Creates a new `BadRequest`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.StreamEvents.Output.BadRequest.Body) {
                    self.body = body
                }
            }
            /// `invalid_after`: `after` is not a whole number from 0.
            ///
            /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)/responses/400`.
            ///
            /// HTTP response code: `400 badRequest`.
            case badRequest(Operations.StreamEvents.Output.BadRequest)
            /// The associated value of the enum case if `self` is `.badRequest`.
            ///
            /// - Throws: An error if `self` is not `.badRequest`.
            /// - SeeAlso: `.badRequest`.
            public var badRequest: Operations.StreamEvents.Output.BadRequest {
                get throws {
                    switch self {
                    case let .badRequest(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "badRequest",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct UpgradeRequired: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/events/GET/responses/426/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/events/GET/responses/426/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.StreamEvents.Output.UpgradeRequired.Body
                /// Creates a new `UpgradeRequired`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.StreamEvents.Output.UpgradeRequired.Body) {
                    self.body = body
                }
            }
            /// `upgrade_required`: the request was not a WebSocket upgrade.
            ///
            /// - Remark: Generated from `#/paths//v1/events/get(streamEvents)/responses/426`.
            ///
            /// HTTP response code: `426 upgradeRequired`.
            case upgradeRequired(Operations.StreamEvents.Output.UpgradeRequired)
            /// The associated value of the enum case if `self` is `.upgradeRequired`.
            ///
            /// - Throws: An error if `self` is not `.upgradeRequired`.
            /// - SeeAlso: `.upgradeRequired`.
            public var upgradeRequired: Operations.StreamEvents.Output.UpgradeRequired {
                get throws {
                    switch self {
                    case let .upgradeRequired(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "upgradeRequired",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The user's notifications, newest first.
    ///
    /// - Remark: HTTP `GET /v1/notifications`.
    /// - Remark: Generated from `#/paths//v1/notifications/get(listNotifications)`.
    public enum ListNotifications {
        public static let id: Swift.String = "listNotifications"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/notifications/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListNotifications.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.ListNotifications.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.ListNotifications.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.ListNotifications.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/notifications/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/notifications/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/notifications/GET/responses/200/content/json/payload`.
                        public var payload: [Components.Schemas.Notification]
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: [Components.Schemas.Notification]) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/notifications/GET/responses/200/content/application\/json`.
                    case json(Operations.ListNotifications.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.ListNotifications.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.ListNotifications.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.ListNotifications.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The notifications.
            ///
            /// - Remark: Generated from `#/paths//v1/notifications/get(listNotifications)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.ListNotifications.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.ListNotifications.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/notifications/get(listNotifications)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Mark a notification read (idempotent).
    ///
    /// - Remark: HTTP `POST /v1/notifications/{id}/read`.
    /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)`.
    public enum MarkNotificationRead {
        public static let id: Swift.String = "markNotificationRead"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/path`.
            public struct Path: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/path/id`.
                public var id: Swift.String
                /// Creates a new `Path`.
                ///
                /// - Parameters:
                ///   - id:
                public init(id: Swift.String) {
                    self.id = id
                }
            }
            public var path: Operations.MarkNotificationRead.Input.Path
            /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.MarkNotificationRead.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.MarkNotificationRead.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.MarkNotificationRead.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - path:
            ///   - headers:
            public init(
                path: Operations.MarkNotificationRead.Input.Path,
                headers: Operations.MarkNotificationRead.Input.Headers = .init()
            ) {
                self.path = path
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Notification
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Notification) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/200/content/application\/json`.
                    case json(Operations.MarkNotificationRead.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.MarkNotificationRead.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.MarkNotificationRead.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.MarkNotificationRead.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The notification, with `read` true.
            ///
            /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.MarkNotificationRead.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.MarkNotificationRead.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// `unauthorized`: the access token is missing, unknown, expired or revoked.
            ///
            /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)/responses/401`.
            ///
            /// HTTP response code: `401 unauthorized`.
            case unauthorized(Components.Responses.Unauthorized)
            /// The associated value of the enum case if `self` is `.unauthorized`.
            ///
            /// - Throws: An error if `self` is not `.unauthorized`.
            /// - SeeAlso: `.unauthorized`.
            public var unauthorized: Components.Responses.Unauthorized {
                get throws {
                    switch self {
                    case let .unauthorized(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "unauthorized",
                            response: self
                        )
                    }
                }
            }
            public struct NotFound: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/404/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/notifications/{id}/read/POST/responses/404/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.MarkNotificationRead.Output.NotFound.Body
                /// Creates a new `NotFound`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.MarkNotificationRead.Output.NotFound.Body) {
                    self.body = body
                }
            }
            /// `notification_not_found` (also for another user's notification).
            ///
            /// - Remark: Generated from `#/paths//v1/notifications/{id}/read/post(markNotificationRead)/responses/404`.
            ///
            /// HTTP response code: `404 notFound`.
            case notFound(Operations.MarkNotificationRead.Output.NotFound)
            /// The associated value of the enum case if `self` is `.notFound`.
            ///
            /// - Throws: An error if `self` is not `.notFound`.
            /// - SeeAlso: `.notFound`.
            public var notFound: Operations.MarkNotificationRead.Output.NotFound {
                get throws {
                    switch self {
                    case let .notFound(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "notFound",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// The newest app version and the oldest one still supported (public).
    ///
    /// - Remark: HTTP `GET /v1/app/version`.
    /// - Remark: Generated from `#/paths//v1/app/version/get(getAppVersion)`.
    public enum GetAppVersion {
        public static let id: Swift.String = "getAppVersion"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/v1/app/version/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetAppVersion.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetAppVersion.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.GetAppVersion.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.GetAppVersion.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/v1/app/version/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/v1/app/version/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/v1/app/version/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.AppVersion
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.AppVersion) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/v1/app/version/GET/responses/200/content/application\/json`.
                    case json(Operations.GetAppVersion.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.GetAppVersion.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetAppVersion.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetAppVersion.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// The versions.
            ///
            /// - Remark: Generated from `#/paths//v1/app/version/get(getAppVersion)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.GetAppVersion.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.GetAppVersion.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
    /// Whether the gateway and its database answer (public).
    ///
    /// - Remark: HTTP `GET /health`.
    /// - Remark: Generated from `#/paths//health/get(getHealth)`.
    public enum GetHealth {
        public static let id: Swift.String = "getHealth"
        public struct Input: Sendable, Hashable {
            /// - Remark: Generated from `#/paths/health/GET/header`.
            public struct Headers: Sendable, Hashable {
                public var accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetHealth.AcceptableContentType>]
                /// Creates a new `Headers`.
                ///
                /// - Parameters:
                ///   - accept:
                public init(accept: [OpenAPIRuntime.AcceptHeaderContentType<Operations.GetHealth.AcceptableContentType>] = .defaultValues()) {
                    self.accept = accept
                }
            }
            public var headers: Operations.GetHealth.Input.Headers
            /// Creates a new `Input`.
            ///
            /// - Parameters:
            ///   - headers:
            public init(headers: Operations.GetHealth.Input.Headers = .init()) {
                self.headers = headers
            }
        }
        @frozen public enum Output: Sendable, Hashable {
            public struct Ok: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/health/GET/responses/200/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/health/GET/responses/200/content/json`.
                    public struct JsonPayload: Codable, Hashable, Sendable {
                        /// - Remark: Generated from `#/paths/health/GET/responses/200/content/json/payload`.
                        public var payload: Components.Schemas.Health
                        /// Creates a new `JsonPayload`.
                        ///
                        /// - Parameters:
                        ///   - payload:
                        public init(payload: Components.Schemas.Health) {
                            self.payload = payload
                        }
                        public enum CodingKeys: String, CodingKey {
                            case payload
                        }
                    }
                    /// - Remark: Generated from `#/paths/health/GET/responses/200/content/application\/json`.
                    case json(Operations.GetHealth.Output.Ok.Body.JsonPayload)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Operations.GetHealth.Output.Ok.Body.JsonPayload {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetHealth.Output.Ok.Body
                /// Creates a new `Ok`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetHealth.Output.Ok.Body) {
                    self.body = body
                }
            }
            /// Healthy.
            ///
            /// - Remark: Generated from `#/paths//health/get(getHealth)/responses/200`.
            ///
            /// HTTP response code: `200 ok`.
            case ok(Operations.GetHealth.Output.Ok)
            /// The associated value of the enum case if `self` is `.ok`.
            ///
            /// - Throws: An error if `self` is not `.ok`.
            /// - SeeAlso: `.ok`.
            public var ok: Operations.GetHealth.Output.Ok {
                get throws {
                    switch self {
                    case let .ok(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "ok",
                            response: self
                        )
                    }
                }
            }
            public struct ServiceUnavailable: Sendable, Hashable {
                /// - Remark: Generated from `#/paths/health/GET/responses/503/content`.
                @frozen public enum Body: Sendable, Hashable {
                    /// - Remark: Generated from `#/paths/health/GET/responses/503/content/application\/json`.
                    case json(Components.Schemas.ErrorEnvelope)
                    /// The associated value of the enum case if `self` is `.json`.
                    ///
                    /// - Throws: An error if `self` is not `.json`.
                    /// - SeeAlso: `.json`.
                    public var json: Components.Schemas.ErrorEnvelope {
                        get throws {
                            switch self {
                            case let .json(body):
                                return body
                            }
                        }
                    }
                }
                /// Received HTTP response body
                public var body: Operations.GetHealth.Output.ServiceUnavailable.Body
                /// Creates a new `ServiceUnavailable`.
                ///
                /// - Parameters:
                ///   - body: Received HTTP response body
                public init(body: Operations.GetHealth.Output.ServiceUnavailable.Body) {
                    self.body = body
                }
            }
            /// `unhealthy`: the database does not answer.
            ///
            /// - Remark: Generated from `#/paths//health/get(getHealth)/responses/503`.
            ///
            /// HTTP response code: `503 serviceUnavailable`.
            case serviceUnavailable(Operations.GetHealth.Output.ServiceUnavailable)
            /// The associated value of the enum case if `self` is `.serviceUnavailable`.
            ///
            /// - Throws: An error if `self` is not `.serviceUnavailable`.
            /// - SeeAlso: `.serviceUnavailable`.
            public var serviceUnavailable: Operations.GetHealth.Output.ServiceUnavailable {
                get throws {
                    switch self {
                    case let .serviceUnavailable(response):
                        return response
                    default:
                        try throwUnexpectedResponseStatus(
                            expectedStatus: "serviceUnavailable",
                            response: self
                        )
                    }
                }
            }
            /// Undocumented response.
            ///
            /// A response with a code that is not documented in the OpenAPI document.
            case undocumented(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)
        }
        @frozen public enum AcceptableContentType: AcceptableProtocol {
            case json
            case other(Swift.String)
            public init?(rawValue: Swift.String) {
                switch rawValue.lowercased() {
                case "application/json":
                    self = .json
                default:
                    self = .other(rawValue)
                }
            }
            public var rawValue: Swift.String {
                switch self {
                case let .other(string):
                    return string
                case .json:
                    return "application/json"
                }
            }
            public static var allCases: [Self] {
                [
                    .json
                ]
            }
        }
    }
}
