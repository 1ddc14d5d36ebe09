/// Namespace for the models the MainTabBarRepository exchanges with its data sources.
public enum MainTabBarRepositoryNameSpace {}
