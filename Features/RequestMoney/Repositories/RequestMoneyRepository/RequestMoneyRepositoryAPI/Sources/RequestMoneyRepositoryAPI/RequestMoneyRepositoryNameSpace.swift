/// Namespace for the models the RequestMoneyRepository exchanges with its data sources.
public enum RequestMoneyRepositoryNameSpace {}
