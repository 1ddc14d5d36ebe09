/// Namespace for the models the Login repository exchanges with its data sources.
public enum LoginRepositoryNameSpace {}
