/// Namespace for the UpdateAppUseCase's domain models (blueprint §3.4, §8).
public enum UpdateAppUseCaseNameSpace {}
