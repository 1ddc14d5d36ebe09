import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import PayRedDI

/// A PayRed user driven over plain HTTP, as another device would: the live-event benchmark's payer
/// (registered with the code the demo inbox receives, funded by the demo welcome credit) and the
/// scripted journey's demo user paying from their phone.
struct ScriptedUser {
    let gateway: URL
    let token: String
    let accountID: String

    /// Registers `payer-…@payred.app` and signs it in.
    @MainActor
    static func register(on gateway: URL, inbox: DemoInbox) async throws -> ScriptedUser {
        let email = "payer-\(UUID().uuidString.prefix(8).lowercased())@payred.app"
        let login = try await call(gateway, "POST", "/v1/auth/login", body: ["email": email])
        let temporaryToken = try field("temporaryToken", in: login)
        guard let code = inbox.lastCode else { throw Failure(description: "No code reached the demo inbox.") }
        let verified = try await call(gateway, "POST", "/v1/auth/verify", body: ["temporaryToken": temporaryToken, "code": code])
        let session = try await call(gateway, "POST", "/v1/auth/pin", body: [
            "registrationToken": try field("registrationToken", in: verified), "pin": "482915", "firstName": "Sam", "lastName": "Payer",
        ])
        return try await signedIn(on: gateway, token: try field("accessToken", in: session))
    }

    /// Unlocks the registered user `email` with `pin` on a new device, paying from their first account.
    static func unlock(on gateway: URL, email: String, pin: String) async throws -> ScriptedUser {
        let session = try await call(gateway, "POST", "/v1/auth/unlock", body: ["email": email, "pin": pin])
        return try await signedIn(on: gateway, token: try field("accessToken", in: session))
    }

    /// The user whose access token is `token`, paying from their first account.
    private static func signedIn(on gateway: URL, token: String) async throws -> ScriptedUser {
        let accounts = try await call(gateway, "GET", "/v1/accounts", token: token)
        guard let first = (accounts as? [[String: Any]])?.first, let id = first["id"] as? String else {
            throw Failure(description: "The user has no account.")
        }
        return ScriptedUser(gateway: gateway, token: token, accountID: id)
    }

    /// The demo user's main account's IBAN, as the gateway's demo seeds it.
    static let demoIBAN = "DE84100101231234567890"

    /// Sends `cents` EUR to `iban`; returns once the gateway answered 201.
    func pay(_ cents: Int, to iban: String, reference: String = "Benchmark", key: String) async throws {
        let body: [String: Any] = [
            "fromAccountId": accountID, "toIban": iban,
            "amount": ["minorUnits": cents, "currency": "EUR"], "description": reference,
        ]
        _ = try await Self.call(gateway, "POST", "/v1/transfers", body: body, token: token, headers: ["Idempotency-Key": key])
    }

    private static func call(
        _ gateway: URL, _ method: String, _ path: String, body: [String: Any]? = nil, token: String? = nil, headers: [String: String] = [:]
    ) async throws -> Any {
        var request = URLRequest(url: gateway.appendingPathComponent(String(path.dropFirst())))
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let status = (response as? HTTPURLResponse)?.statusCode, (200..<300).contains(status) else {
            throw Failure(description: "\(method) \(path) answered \(String(decoding: data, as: UTF8.self))")
        }
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["payload"] as Any
    }

    private static func field(_ name: String, in payload: Any) throws -> String {
        guard let value = (payload as? [String: Any])?[name] as? String else {
            throw Failure(description: "The gateway's answer has no \(name).")
        }
        return value
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
