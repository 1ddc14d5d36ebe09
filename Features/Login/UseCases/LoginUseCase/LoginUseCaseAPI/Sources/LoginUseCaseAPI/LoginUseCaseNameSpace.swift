/// Namespace for the Login use case's domain models (blueprint §3.4, §8).
public enum LoginUseCaseNameSpace {}
