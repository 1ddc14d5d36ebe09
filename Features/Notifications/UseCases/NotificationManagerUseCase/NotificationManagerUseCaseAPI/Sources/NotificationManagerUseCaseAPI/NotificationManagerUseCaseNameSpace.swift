/// Namespace for the NotificationManagerUseCase's domain models (blueprint §3.4, §8).
public enum NotificationManagerUseCaseNameSpace {}
