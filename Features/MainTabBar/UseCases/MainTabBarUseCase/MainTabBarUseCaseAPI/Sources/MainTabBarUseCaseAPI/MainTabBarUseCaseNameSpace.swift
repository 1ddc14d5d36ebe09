/// Namespace for the MainTabBarUseCase's domain models (blueprint §3.4, §8).
public enum MainTabBarUseCaseNameSpace {}
