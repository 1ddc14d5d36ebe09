import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Reactive
import Synchronization
import UserSessionAPI

/// The remote data source (blueprint §1.1): performs HTTP requests against the PayRed gateway.
///
/// Signed-in calls carry the session's access token; when the gateway refuses that token (a 401
/// `unauthorized`) it is refreshed once (one refresh in flight for all failing calls) and the call
/// retried; a refused refresh expires the session. Other 401s, such as `invalid_pin` for a wrong
/// current PIN, answer the call itself and are passed on. Each feature's remote data protocol is
/// implemented in its own extension file, e.g. `MobileGatewayServiceImpl+LoginRepository.swift`.
///
/// Each call is logged (method, path, status, time) and so is each change of the session (open,
/// locked, signed out, refused, renewed, expired); never a header, a body, a query or an address,
/// where tokens, PINs, codes and emails travel.
public final class MobileGatewayServiceImpl: Sendable {
    private let baseURL: URL
    private let session: any HTTPSessionProtocol
    private let timeout: TimeInterval
    private let logger: Logger
    let userSession: (any UserSessionProtocol)?
    private let refresher: SessionTokenRefresher?
    /// What may have changed on the gateway: behind `moneyMovedPublisher`, `cardsChangedPublisher`
    /// and `payeesChangedPublisher`.
    private let moneyMoved = ChangeSignal()
    private let cardsChanged = ChangeSignal()
    private let payeesChanged = ChangeSignal()
    /// Logs each change of the session (signed in, locked, signed out) for as long as the client lives.
    private let sessionChanges = Mutex<AnyCancellable?>(nil)

    /// Talks to the gateway at `baseURL` through `session`, giving up on a call after `timeout`
    /// seconds; signed-in calls use `userSession`'s tokens. Calls are logged to `logger` (by
    /// default nowhere).
    public init(
        baseURL: URL,
        userSession: (any UserSessionProtocol)? = nil,
        session: any HTTPSessionProtocol = URLSessionHTTPSession(),
        timeout: TimeInterval = 15,
        logger: Logger = Logger(label: "payred.gateway-client") { _ in SwiftLogNoOpLogHandler() }
    ) {
        self.baseURL = baseURL
        self.session = session
        self.timeout = timeout
        self.logger = logger
        self.userSession = userSession
        refresher = userSession.map(SessionTokenRefresher.init(session:))
        sessionChanges.withLock { subscription in
            subscription = userSession?.statePublisher.removeDuplicates().sink { state in
                logger.info("session: \(Self.logText(state))")
            }
        }
    }

    /// How a session state is logged: its kind only, never the address.
    static func logText(_ state: UserSessionNameSpace.State) -> String {
        switch state {
        case .signedOut: "signed out"
        case .locked: "locked"
        case .active: "open"
        }
    }

    /// `link` as an absolute URL: the gateway gives links to its own resources (pictures) as
    /// paths, resolved here against its base URL as requests are; an absolute URL stays as it is.
    func absoluteLink(_ link: String) -> String {
        guard URL(string: link)?.scheme == nil else { return link }
        return baseURL.appendingPathComponent(link).absoluteString
    }

    /// The event stream's WebSocket URL: the base URL's host with `ws` (or `wss`), `/v1/events`,
    /// and `after` when resuming.
    func eventStreamURL(after lastEventID: Int64?) -> String {
        var components = URLComponents(url: baseURL.appendingPathComponent("v1/events"), resolvingAgainstBaseURL: false)
        components?.scheme = baseURL.scheme == "https" ? "wss" : "ws"
        components?.queryItems = lastEventID.map { [URLQueryItem(name: "after", value: String($0))] }
        return components?.string ?? ""
    }

    /// Fires after every transfer this app sent, when money arrives from another user (heard on
    /// the event stream), and each time the event stream is live again (after a lock, a restart
    /// or a lost connection, when money may have moved unheard), so screens showing balances and
    /// history can refresh.
    public var moneyMovedPublisher: AnyPublisher<Void, Never> {
        moneyMoved.publisher
    }

    /// Fires when the event stream tells of a card frozen or unfrozen, on any device, and each
    /// time it is live again.
    public var cardsChangedPublisher: AnyPublisher<Void, Never> {
        cardsChanged.publisher
    }

    /// Fires after this app saved or deleted a payee, and each time the event stream is live again.
    public var payeesChangedPublisher: AnyPublisher<Void, Never> {
        payeesChanged.publisher
    }

    /// Records that the saved payees changed; `payeesChangedPublisher` fires.
    func notePayeesChanged() {
        payeesChanged.note()
    }

    /// Records that the event stream is live again after a time when nothing was heard: money,
    /// cards and payees may all have changed, so each publisher fires.
    func noteStreamLive() {
        noteMoneyMoved()
        noteCardChanged()
        notePayeesChanged()
    }

    /// Records that a card changed; `cardsChangedPublisher` fires.
    func noteCardChanged() {
        cardsChanged.note()
    }

    /// Records that the gateway moved money for this app; `moneyMovedPublisher` fires.
    func noteMoneyMoved() {
        moneyMoved.note()
    }

    /// Sends `request` and decodes the payload of the success envelope.
    /// - Throws: `RemoteDataError`.
    func performRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        try await mappingFailure { try await gatewayRequest(request) }
    }

    /// Sends `request` with the session's access token, refreshing it once when the gateway refuses it.
    /// - Throws: `RemoteDataError`; `.sessionExpired` without a session or when it cannot be renewed.
    func performAuthorizedRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        try await mappingFailure { try await authorizedGatewayRequest(request) }
    }

    /// What `call` returns; its gateway failure as the data boundary's `RemoteDataError`.
    private func mappingFailure<Payload>(_ call: () async throws -> Payload) async throws -> Payload {
        do {
            return try await call()
        } catch let error as MobileGatewayError {
            throw error.remoteDataError
        }
    }

    /// `performAuthorizedRequest(_:)` with the gateway's own failure, for callers that tell its statuses apart.
    /// - Throws: `MobileGatewayError`; `.sessionExpired` without a session or when it cannot be renewed.
    func authorizedGatewayRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        guard let userSession, let refresher, let tokens = await userSession.currentTokens() else {
            logger.notice("session: none open for \(request.method.rawValue) \(request.endpoint)")
            throw MobileGatewayError.sessionExpired
        }
        do {
            return try await gatewayRequest(request.authorized(with: tokens.accessToken))
        } catch let error as MobileGatewayError where error.refusesAccessToken {
            logger.info("session: access token refused; renewing it")
            switch await refresher.tokens(replacing: tokens, refresh: { [self] in try await refresh($0) }) {
            case .renewed(let renewed):
                logger.info("session: renewed")
                do {
                    return try await gatewayRequest(request.authorized(with: renewed.accessToken))
                } catch let error as MobileGatewayError where error.refusesAccessToken {
                    logger.notice("session: expired (the renewed token was refused too)")
                    throw MobileGatewayError.sessionExpired
                }
            case .expired:
                logger.notice("session: expired (the gateway refused to renew it)")
                throw MobileGatewayError.sessionExpired
            case .unreachable(let error):
                throw error
            }
        }
    }

    /// Sends `request` and decodes the payload of the success envelope, logging the outcome.
    /// - Throws: `MobileGatewayError`.
    private func gatewayRequest<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> Payload {
        let clock = ContinuousClock()
        let start = clock.now
        let call = "\(request.method.rawValue) \(request.endpoint)"
        do {
            let (payload, status): (Payload, Int) = try await send(request)
            logger.info("\(call) \(status) in \(Self.milliseconds(start.duration(to: clock.now))) ms")
            return payload
        } catch let error as MobileGatewayError {
            logger.warning("\(call) failed in \(Self.milliseconds(start.duration(to: clock.now))) ms: \(error.logSummary)")
            throw error
        }
    }

    /// `duration` in whole milliseconds.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// Sends `request`; the payload of the success envelope and the status.
    /// - Throws: `MobileGatewayError`.
    private func send<Payload: Decodable & Sendable>(_ request: RequestBuilder) async throws -> (Payload, Int) {
        let urlRequest: URLRequest
        do {
            urlRequest = try request.makeURLRequest(baseURL: baseURL, timeout: timeout)
        } catch {
            throw MobileGatewayError.invalidResponse("could not encode the request: \(error)")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            // The caller gave up (Esc on a request): that is not a network failure.
            if Task.isCancelled { throw CancellationError() }
            throw MobileGatewayError.transport(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw MobileGatewayError.invalidResponse("not an HTTP response")
        }
        let decoder = JSONDecoder()
        guard (200..<300).contains(http.statusCode) else {
            throw Self.error(status: http.statusCode, body: try? decoder.decode(ErrorResponseModel.self, from: data).error)
        }
        // `204 No Content` (a deletion) has no envelope to read.
        if http.statusCode == 204, let empty = EmptyPayloadDTO() as? Payload {
            return (empty, 204)
        }
        do {
            return (try decoder.decode(ResponseModel<Payload>.self, from: data).payload, http.statusCode)
        } catch {
            throw MobileGatewayError.invalidResponse(String(describing: error))
        }
    }

    /// Trades `refreshToken` for new tokens (`POST /v1/auth/refresh`).
    private func refresh(_ refreshToken: String) async throws -> UserSessionNameSpace.Tokens {
        let payload: SessionTokensDTO = try await gatewayRequest(
            RequestBuilder(endpoint: "/v1/auth/refresh", method: .post, body: RefreshRequestDTO(refreshToken: refreshToken))
        )
        return payload.tokens
    }

    /// The error for an HTTP error `status` with the gateway's error `body`, if it sent one.
    private static func error(status: Int, body: ErrorResponseModel.Body?) -> MobileGatewayError {
        let message = body?.message ?? HTTPURLResponse.localizedString(forStatusCode: status)
        if status == 423, let text = body?.lockedUntil, let until = try? Date(text, strategy: .iso8601) {
            return .locked(until: until, message: message)
        }
        if status == 401, let code = body?.code, let left = body?.attemptsLeft.flatMap({ Int($0) }) {
            return .wrongSecret(code: code, attemptsLeft: left, message: message)
        }
        return .http(status: status, code: body?.code ?? "http_\(status)", message: message)
    }
}

/// The body of `POST /v1/auth/refresh`.
private struct RefreshRequestDTO: Encodable, Sendable {
    let refreshToken: String
}

private extension MobileGatewayError {
    /// Whether the gateway refused the access token: a 401 `unauthorized`, or a 401 without the
    /// gateway's error body. A refresh may cure it; any other 401 (`invalid_pin` for a wrong current
    /// PIN, which counts towards the lockout) answers the call itself and must not be retried.
    var refusesAccessToken: Bool {
        guard case .http(status: 401, let code, _) = self else { return false }
        return code == "unauthorized" || code == "http_401"
    }
}
