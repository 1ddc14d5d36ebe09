/// Namespace for the HomeTabUseCase's domain models (blueprint §3.4, §8).
public enum HomeTabUseCaseNameSpace {}
