/// Namespace for the models the PayeesRepository exchanges with its data sources.
public enum PayeesRepositoryNameSpace {}
