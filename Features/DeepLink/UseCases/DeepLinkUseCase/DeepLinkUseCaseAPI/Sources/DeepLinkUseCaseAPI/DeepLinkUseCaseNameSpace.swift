/// Namespace for the DeepLinkUseCase's domain models (blueprint §3.4, §8).
public enum DeepLinkUseCaseNameSpace {}
