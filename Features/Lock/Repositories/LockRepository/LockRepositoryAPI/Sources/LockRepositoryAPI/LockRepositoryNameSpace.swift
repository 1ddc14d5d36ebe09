/// Namespace for the models the LockRepository exchanges with its data sources.
public enum LockRepositoryNameSpace {}
