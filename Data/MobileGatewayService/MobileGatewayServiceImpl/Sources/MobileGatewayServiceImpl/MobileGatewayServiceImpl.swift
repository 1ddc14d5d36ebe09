import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GatewayContract
import Logging
import OpenAPIRuntime
import Reactive
import RemoteDataError
import Synchronization
import UserSessionAPI

/// The remote data source (blueprint §1.1): calls the PayRed gateway through the client
/// generated from its contract, `openapi.yaml` (ADR 0028), and maps what it answers to each
/// feature's remote results.
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
    private let profileChanged = ChangeSignal()
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

    /// Fires after this app changed the user's name.
    public var profileChangedPublisher: AnyPublisher<Void, Never> {
        profileChanged.publisher
    }

    /// Records that the user's name changed; `profileChangedPublisher` fires.
    func noteProfileChanged() {
        profileChanged.note()
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

    /// The generated client, signed in with `accessToken` when given.
    private func client(accessToken: String? = nil) -> Client {
        Client(
            serverURL: baseURL,
            configuration: GatewayCoding.configuration,
            transport: GatewayTransport(session: session, timeout: timeout, accessToken: accessToken, logger: logger)
        )
    }

    /// What `call` makes of the generated client, for a call anyone may make.
    func performRequest<Output>(_ call: (Client) async throws -> Output) async throws(RemoteDataError) -> Output {
        try await mappingFailure { try await gatewayRequest { try await call(client()) } }
    }

    /// What `call` makes of the generated client signed in with the session's access token,
    /// refreshing it once when the gateway refuses it.
    /// - Throws: `.sessionExpired` without a session or when it cannot be renewed.
    func performAuthorizedRequest<Output>(_ call: (Client) async throws -> Output) async throws(RemoteDataError) -> Output {
        try await mappingFailure { try await authorizedGatewayRequest(call) }
    }

    /// What `call` returns; its failure as the data boundary's `RemoteDataError` (`gatewayRequest`
    /// throws only a `MobileGatewayError` or a `CancellationError`).
    private func mappingFailure<Output>(_ call: () async throws -> Output) async throws(RemoteDataError) -> Output {
        do {
            return try await call()
        } catch let error as MobileGatewayError {
            throw error.remoteDataError
        } catch {
            throw .cancelled
        }
    }

    /// `performAuthorizedRequest(_:)` with the gateway's own failure, for callers that tell its statuses apart.
    /// - Throws: `MobileGatewayError`; `.sessionExpired` without a session or when it cannot be renewed.
    func authorizedGatewayRequest<Output>(_ call: (Client) async throws -> Output) async throws -> Output {
        guard let userSession, let refresher, let tokens = await userSession.currentTokens() else {
            logger.notice("session: none open for a call that needs one")
            throw MobileGatewayError.sessionExpired
        }
        do {
            return try await gatewayRequest { try await call(client(accessToken: tokens.accessToken)) }
        } catch let error as MobileGatewayError where error.refusesAccessToken {
            logger.info("session: access token refused; renewing it")
            switch await refresher.tokens(replacing: tokens, refresh: { [self] in try await refresh($0) }) {
            case .renewed(let renewed):
                logger.info("session: renewed")
                do {
                    return try await gatewayRequest { try await call(client(accessToken: renewed.accessToken)) }
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

    /// What `call` returns, with the generated client's wrapping taken off its failure.
    /// - Throws: `MobileGatewayError` (`GatewayTransport`'s, or `.invalidResponse` for an answer
    ///   that is not the contract's), or `CancellationError` when the caller gave up.
    private func gatewayRequest<Output>(_ call: () async throws -> Output) async throws -> Output {
        do {
            return try await call()
        } catch let error as ClientError {
            switch error.underlyingError {
            case let gatewayError as MobileGatewayError: throw gatewayError
            case let cancellation as CancellationError: throw cancellation
            default:
                logger.warning("\(error.operationID) failed: an invalid response")
                throw MobileGatewayError.invalidResponse(String(describing: error.underlyingError))
            }
        } catch let error as MobileGatewayError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // A success the contract does not document (the generated output's accessor threw).
            throw MobileGatewayError.invalidResponse(String(describing: error))
        }
    }

    /// Trades `refreshToken` for new tokens (`POST /v1/auth/refresh`).
    private func refresh(_ refreshToken: String) async throws -> UserSessionNameSpace.Tokens {
        let session = try await gatewayRequest {
            try await client().refreshSession(body: .json(.init(refreshToken: refreshToken))).ok.body.json.payload
        }
        return UserSessionNameSpace.Tokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
    }
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
