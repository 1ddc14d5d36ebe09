/// Namespace for the models the NotificationManagerRepository exchanges with its data sources.
public enum NotificationManagerRepositoryNameSpace {}
