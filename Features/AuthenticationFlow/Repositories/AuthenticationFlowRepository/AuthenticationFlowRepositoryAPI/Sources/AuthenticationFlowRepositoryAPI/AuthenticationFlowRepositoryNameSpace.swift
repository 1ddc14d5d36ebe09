/// Namespace for the models the AuthenticationFlowRepository exchanges with its data sources.
public enum AuthenticationFlowRepositoryNameSpace {}
