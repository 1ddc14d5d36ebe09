/// What the NotificationManagerUseCase needs from the data world (blueprint §2.1, §7.1).
///
/// Defined here, by the use case; a repository implements it. Its methods throw
/// `NotificationManagerUseCaseNameSpace.Errors` (typed).
public protocol NotificationManagerUseCaseRepositoryProtocol: Sendable {
    /// Loads the user's notifications.
    func notifications() async throws(NotificationManagerUseCaseNameSpace.Errors) -> [NotificationManagerUseCaseNameSpace.Notification]

    /// Marks notification `id` read at the gateway; returns whether it is read now.
    func markRead(id: String) async throws(NotificationManagerUseCaseNameSpace.Errors) -> Bool
}
