import Reactive

/// The UpdateAppUseCase: the input boundary the app's coordinator and the Menu and UpdateApp view
/// models call (blueprint §3.2).
///
/// It knows the app's own version and decides, from what the gateway announces, whether an update
/// is available or required; versions are compared number by number (1.10.0 is newer than 1.9.0).
public protocol UpdateAppUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<UpdateAppUseCaseNameSpace.States, Never> { get }

    /// The running app's version, e.g. `1.0.0`.
    var currentVersion: String { get }

    /// Asks the gateway for its versions and decides the status; the outcome is published as
    /// `.loaded` or `.error` (`unreadableVersion` when a version is not `major.minor.patch`).
    /// Ignored while a check is in flight; nothing is thrown: the outcome is the state.
    func check() async
}
