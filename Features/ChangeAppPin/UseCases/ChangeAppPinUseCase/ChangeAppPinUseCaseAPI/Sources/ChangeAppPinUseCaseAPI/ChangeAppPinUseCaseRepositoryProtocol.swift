import Foundation

/// What the PIN change needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; `ChangeAppPinRepositoryImpl` implements it. Its methods throw
/// `ChangeAppPinUseCaseNameSpace.Errors` (typed).
public protocol ChangeAppPinUseCaseRepositoryProtocol: Sendable {
    /// Replaces the signed-in user's PIN `oldPin` with `newPin` at the gateway.
    func changePin(oldPin: String, newPin: String) async throws(ChangeAppPinUseCaseNameSpace.Errors)

    /// When the PIN was last changed on this device, or nil if never.
    func pinChangedAt() async throws(ChangeAppPinUseCaseNameSpace.Errors) -> Date?

    /// Records that the PIN was changed at `date` on this device.
    func setPinChangedAt(_ date: Date) async throws(ChangeAppPinUseCaseNameSpace.Errors)
}
