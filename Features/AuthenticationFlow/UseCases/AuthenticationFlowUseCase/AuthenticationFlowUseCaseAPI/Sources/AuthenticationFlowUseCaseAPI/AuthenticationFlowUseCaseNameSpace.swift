/// Namespace for the authentication flow's domain models (blueprint §4.6.12 Pattern 1).
public enum AuthenticationFlowUseCaseNameSpace {}
