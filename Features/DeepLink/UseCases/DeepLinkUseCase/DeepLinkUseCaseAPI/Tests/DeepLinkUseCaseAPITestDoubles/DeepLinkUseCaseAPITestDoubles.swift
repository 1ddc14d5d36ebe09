import DeepLinkUseCaseAPI

/// Namespace of `DeepLinkUseCaseAPI`'s test doubles (blueprint §9.5); `cleanarch doubles` generates them in this target.
public enum DeepLinkUseCaseAPITestDoubles {}
