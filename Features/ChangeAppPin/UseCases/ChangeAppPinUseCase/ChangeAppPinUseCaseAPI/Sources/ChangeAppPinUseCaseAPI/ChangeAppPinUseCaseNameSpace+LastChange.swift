import Foundation

extension ChangeAppPinUseCaseNameSpace {
    /// When the PIN was last changed on this device, as far as the use case knows.
    public enum LastChange: Equatable, Sendable {
        /// Not read yet, or the secure store could not be read.
        case unknown
        /// The PIN was never changed on this device.
        case never
        /// The PIN was last changed at that instant.
        case changed(Date)
    }
}
