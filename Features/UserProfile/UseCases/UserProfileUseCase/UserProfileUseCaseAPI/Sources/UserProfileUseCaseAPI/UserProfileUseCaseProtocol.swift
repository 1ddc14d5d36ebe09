import Reactive

/// The UserProfileUseCase: the input boundary the UserProfile view models call (blueprint §3.2).
///
/// It owns the profile's load state machine and names the user, and publishes it through `statePublisher`.
public protocol UserProfileUseCaseProtocol: AnyObject, Sendable {
    /// The current state followed by every change.
    var statePublisher: AnyPublisher<UserProfileUseCaseNameSpace.States, Never> { get }

    /// Loads the profile; the outcome is published as `.loaded` or `.error`.
    /// Ignored while a load is on its way; nothing is thrown: the outcome is the state.
    func load() async

    /// Changes the name other people see to `firstName` `lastName` (trimmed), then reloads the
    /// profile. Throws why it was refused (`nameMissing`, `nameTooLong`, `nameHiddenCharacters`,
    /// before anything is sent) or could not be saved.
    func changeName(firstName: String, lastName: String) async throws(UserProfileUseCaseNameSpace.Errors)
}
