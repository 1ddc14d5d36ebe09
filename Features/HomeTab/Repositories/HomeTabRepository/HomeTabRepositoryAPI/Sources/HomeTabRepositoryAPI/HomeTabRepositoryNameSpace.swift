/// Namespace for the models the HomeTabRepository exchanges with its data sources.
public enum HomeTabRepositoryNameSpace {}
