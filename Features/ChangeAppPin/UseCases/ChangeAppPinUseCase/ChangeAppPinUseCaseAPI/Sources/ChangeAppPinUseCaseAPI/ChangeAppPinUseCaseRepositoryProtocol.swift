import Foundation

/// What the PIN change needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; `ChangeAppPinRepositoryImpl` implements it. Implementations throw
/// `ChangeAppPinUseCaseNameSpace.Errors`.
public protocol ChangeAppPinUseCaseRepositoryProtocol: Sendable {
    /// Replaces the signed-in user's PIN `oldPin` with `newPin` at the gateway.
    func changePin(oldPin: String, newPin: String) async throws

    /// When the PIN was last changed on this device, or nil if never.
    func pinChangedAt() async throws -> Date?

    /// Records that the PIN was changed at `date` on this device.
    func setPinChangedAt(_ date: Date) async throws
}
