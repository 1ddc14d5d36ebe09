import Foundation

/// What the ChangeAppPinRepository keeps in the secure store (blueprint §1.3); `KeyChainDataImpl` implements it.
public protocol ChangeAppPinRepositoryKeyChainDataProtocol: Sendable {
    /// When the PIN was last changed on this device, or nil if never.
    func pinChangedAt() async throws -> Date?

    /// Records that the PIN was changed at `date` on this device.
    func setPinChangedAt(_ date: Date) async throws
}
