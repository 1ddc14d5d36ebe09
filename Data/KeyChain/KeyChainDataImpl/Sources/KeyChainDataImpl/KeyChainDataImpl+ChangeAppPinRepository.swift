import ChangeAppPinRepositoryAPI
import Foundation

// MARK: - ChangeAppPinRepositoryKeyChainDataProtocol

extension KeyChainDataImpl: ChangeAppPinRepositoryKeyChainDataProtocol {
    /// The secure-store account holding the date of the last PIN change on this device.
    static let pinChangeAccount = "pinChange"

    public func pinChangedAt() async throws -> Date? {
        try await value(PinChangeDTO.self, for: Self.pinChangeAccount)?.changedAt
    }

    public func setPinChangedAt(_ date: Date) async throws {
        try await setValue(PinChangeDTO(changedAt: date), for: Self.pinChangeAccount)
    }
}

/// How the last PIN change is encoded inside its encrypted file.
private struct PinChangeDTO: Codable, Sendable {
    let changedAt: Date
}
