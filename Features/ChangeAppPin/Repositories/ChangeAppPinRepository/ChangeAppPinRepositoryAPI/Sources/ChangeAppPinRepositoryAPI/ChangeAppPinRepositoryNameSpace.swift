/// Namespace for the models the ChangeAppPinRepository exchanges with its data sources.
public enum ChangeAppPinRepositoryNameSpace {}
