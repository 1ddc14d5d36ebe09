import Foundation

extension KeyChainDataImpl {
    /// The value stored as JSON for `account`, or nil if there is none.
    public func value<T: Decodable & Sendable>(
        _ type: T.Type, for account: String
    ) async throws(KeyChainDataError) -> T? {
        guard let data = try await data(for: account) else { return nil }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .coding(String(describing: type))
        }
    }

    /// Stores `value` as JSON for `account`, replacing any secret it had.
    public func setValue<T: Encodable & Sendable>(
        _ value: T, for account: String
    ) async throws(KeyChainDataError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw .coding(String(describing: T.self))
        }
        try await set(data, for: account)
    }
}
