/// Namespace for the models the UserProfileRepository exchanges with its data sources.
public enum UserProfileRepositoryNameSpace {}
