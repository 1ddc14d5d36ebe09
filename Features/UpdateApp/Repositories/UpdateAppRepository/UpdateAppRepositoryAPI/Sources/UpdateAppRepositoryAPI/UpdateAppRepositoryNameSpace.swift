/// Namespace for the models the UpdateAppRepository exchanges with its data sources.
public enum UpdateAppRepositoryNameSpace {}
